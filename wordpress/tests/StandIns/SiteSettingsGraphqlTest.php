<?php
/**
 * `popSettings(language:)` as the plugin registers it with WPGraphQL (stand-in), answering each
 * language's settings as saved on the Site settings page.
 *
 * @package FestivalSite\Tests
 */

require_once dirname( __DIR__ ) . '/support/stand-ins.php';

use PHPUnit\Framework\TestCase;

final class SiteSettingsGraphqlTest extends TestCase {
	public static function setUpBeforeClass(): void {
		do_action( 'graphql_register_types' );
	}

	public function test_pop_settings_takes_polylangs_language_filter_and_answers_the_flat_settings_type(): void {
		$field = Stand_Ins::$graphql_fields['RootQuery']['popSettings'];
		$this->assertSame( 'PopSettings', $field['type'] );
		$this->assertSame( 'LanguageCodeFilterEnum', $field['args']['language']['type'] );
		$this->assertSame( 'Boolean', Stand_Ins::$graphql_types['PopSettings']['fields']['popMenuHide']['type'] );
		$this->assertSame( 'String', Stand_Ins::$graphql_types['PopSettings']['fields']['popSpotifyPlaylist']['type'] );
	}

	public function test_each_language_answers_its_own_settings_and_the_filters_default_and_all_the_default_language(): void {
		FestivalSite\Site_Settings::register_settings();
		update_option( 'pop_settings_en', array( 'popCity' => 'Montreal', 'popMenuHide' => '' ) );
		update_option( 'pop_settings_fr', array( 'popCity' => 'Montréal', 'popMenuHide' => '1', 'popFacebook' => 'https://www.facebook.com/popmontreal' ) );
		FestivalSite\changes()->take();
		$resolve = Stand_Ins::$graphql_fields['RootQuery']['popSettings']['resolve'];

		$french = $resolve( null, array( 'language' => 'fr' ) );
		$this->assertSame( array( 'Montréal', true, 'https://www.facebook.com/popmontreal', null ), array( $french['popCity'], $french['popMenuHide'], $french['popFacebook'], $french['popPhone'] ) );
		$this->assertSame( array_keys( FestivalSite\Site_Settings::FIELDS ), array_keys( $french ) );
		foreach ( array( 'en', 'default', 'all', null ) as $language ) {
			$this->assertSame( array( 'Montreal', false ), array( $resolve( null, array( 'language' => $language ) )['popCity'], $resolve( null, array( 'language' => $language ) )['popMenuHide'] ), var_export( $language, true ) );
		}
	}
}
