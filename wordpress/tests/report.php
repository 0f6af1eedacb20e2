<?php
/**
 * Turns the PHPUnit JUnit reports and the lint result into test-results/wordpress.json
 * ({passed, failed, skipped, failures: [{name, message}]}) for scripts/test-summary.mjs, and
 * prints "wordpress: N passed, N failed". Exits 1 when anything failed.
 *
 *   php report.php <results dir> <report file>
 *
 * @package FestivalSite\Tests
 */

list( , $results_dir, $report_file ) = $argv + array( null, null, null );
if ( ! $results_dir || ! $report_file ) {
	fwrite( STDERR, "usage: php report.php <results dir> <report file>\n" );
	exit( 2 );
}

$report = array(
	'passed'   => 0,
	'failed'   => 0,
	'skipped'  => 0,
	'failures' => array(),
);

/** The first line that says something (PHPUnit starts a failure with the test's own name). */
function first_line( string $text, string $skip = '' ): string {
	foreach ( preg_split( '/\R/', $text ) as $line ) {
		if ( '' !== trim( $line ) && ( '' === $skip || ! str_starts_with( trim( $line ), $skip ) ) ) {
			return trim( $line );
		}
	}
	return '';
}

function fail( array &$report, string $name, string $message ): void {
	++$report['failed'];
	$report['failures'][] = array(
		'name'    => $name,
		'message' => $message,
	);
}

foreach ( array( 'wordpress', 'stand-ins' ) as $suite ) {
	$file = "$results_dir/wordpress-$suite.xml";
	$xml  = is_file( $file ) ? simplexml_load_file( $file ) : false;
	if ( false === $xml ) {
		fail( $report, "PHPUnit suite $suite", 'it did not finish (no JUnit report)' );
		continue;
	}
	foreach ( $xml->xpath( '//testcase' ) as $case ) {
		$name    = 'wordpress/tests › ' . $case['class'] . '::' . $case['name'];
		$problem = $case->failure ?? $case->error ?? null;
		if ( null !== $problem ) {
			fail( $report, $name, first_line( (string) $problem, $case['class'] . '::' ) );
		} elseif ( isset( $case->skipped ) ) {
			++$report['skipped'];
		} else {
			++$report['passed'];
		}
	}
}

$lint = is_file( "$results_dir/wordpress-lint.txt" ) ? trim( (string) file_get_contents( "$results_dir/wordpress-lint.txt" ) ) : null;
if ( null === $lint ) {
	fail( $report, 'php -l', 'the lint did not run' );
} elseif ( '' !== $lint ) {
	fail( $report, 'php -l', first_line( $lint ) );
} else {
	++$report['passed'];
}

file_put_contents( $report_file, json_encode( $report, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . "\n" );
foreach ( $report['failures'] as $failure ) {
	echo "failed: {$failure['name']}: {$failure['message']}\n";
}
printf( "wordpress: %d passed, %d failed%s\n", $report['passed'], $report['failed'], $report['skipped'] ? ", {$report['skipped']} skipped" : '' );
exit( $report['failed'] > 0 ? 1 : 0 );
