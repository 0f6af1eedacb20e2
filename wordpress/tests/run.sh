#!/usr/bin/env bash
# The WordPress plugin's tests against real WordPress core: Debian's `wordpress` package, PHP,
# a private MariaDB (its own data folder and socket in a temporary folder, no system service,
# no TCP port) and Debian's PHPUnit. Installs what is missing with apt (as root), installs a fresh
# site with the plugin copied into its wp-content/plugins, lints every PHP file, runs the PHPUnit
# suites and writes test-results/wordpress.json for scripts/test-summary.mjs.
#
#   wordpress/tests/run.sh                        # everything
#   wordpress/tests/run.sh --filter WebhookTest   # PHPUnit's --filter, for one test class or test
#   FESTIVAL_UPDATE_CONTENT_MODEL=1 wordpress/tests/run.sh   # rewrite wordpress/tests/content-model.json
set -uo pipefail

tests_dir=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$tests_dir/../.." && pwd)
results_dir="$repo/test-results"
report="$results_dir/wordpress.json"
mkdir -p "$results_dir"
rm -f "$report" "$results_dir"/wordpress-*.xml "$results_dir/wordpress-lint.txt"
started=$(date +%s)

# A failure before PHPUnit runs (packages, database, install) is one failed test in the report.
fail_setup() {
  echo "wordpress tests: $1" >&2
  local message
  message=$(printf '%s' "$1" | tr '\n\r\t' '   ' | tr -d '\000-\037' | sed 's/\\/\\\\/g; s/"/\\"/g')
  printf '{"passed":0,"failed":1,"skipped":0,"failures":[{"name":"wordpress/tests/run.sh: setup","message":"%s"}]}\n' "$message" >"$report"
  echo "wordpress: 0 passed, 1 failed"
  exit 1
}

phase() { echo "wordpress tests: $1 ($(( $(date +%s) - started )) s)"; }

# Debian's packages: WordPress core (/usr/share/wordpress), PHP with the MySQL driver (and curl,
# WordPress's usual HTTP transport), MariaDB's server binaries (mariadb-server-core: no service
# definition) and PHPUnit. Services that a package would start are kept stopped while it installs.
packages=(php-cli php-mysql php-xml php-mbstring php-curl phpunit mariadb-server-core wordpress)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  [ "$(id -u)" -eq 0 ] || fail_setup "missing Debian packages (${missing[*]}): run as root, or apt-get install them"
  phase "installing ${missing[*]} with apt"
  policy=/usr/sbin/policy-rc.d
  own_policy=0
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && own_policy=1
  fi
  (apt-get update -qq -o DPkg::Lock::Timeout=600 &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends -o DPkg::Lock::Timeout=600 \
      -o Dpkg::Options::=--force-unsafe-io "${missing[@]}" >/dev/null)
  installed=$?
  [ $own_policy -eq 1 ] && rm -f "$policy"
  [ $installed -eq 0 ] || fail_setup "apt-get install ${missing[*]} failed"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/festival-wordpress.XXXXXX") || fail_setup "could not make a temporary folder in ${TMPDIR:-/tmp}"
db_pid=""
cleanup() {
  if [ -n "$db_pid" ]; then
    kill "$db_pid" 2>/dev/null
    for _ in $(seq 1 50); do kill -0 "$db_pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -rf "$work"
}
trap cleanup EXIT

# The private database: initialised in the temporary folder, reachable only through its socket.
phase "starting MariaDB in $work"
db_user=$(id -un)
# A throwaway database: nothing is flushed to disk.
db_options=(--innodb-buffer-pool-size=32M --innodb-log-file-size=16M --innodb-flush-method=nosync --innodb-doublewrite=0)
mariadb-install-db --no-defaults --datadir="$work/db" --auth-root-authentication-method=normal \
  --skip-test-db --user="$db_user" "${db_options[@]}" >"$work/install-db.log" 2>&1 ||
  fail_setup "mariadb-install-db failed: $(tail -3 "$work/install-db.log")"
mariadbd --no-defaults --datadir="$work/db" --socket="$work/mysqld.sock" --skip-networking \
  --pid-file="$work/mysqld.pid" --log-error="$work/mysqld.err" --user="$db_user" \
  "${db_options[@]}" --innodb-flush-log-at-trx-commit=0 --skip-log-bin &
db_pid=$!
for _ in $(seq 1 300); do
  mariadb-admin --socket="$work/mysqld.sock" -uroot ping >/dev/null 2>&1 && break
  kill -0 "$db_pid" 2>/dev/null || fail_setup "mariadbd exited: $(tail -3 "$work/mysqld.err")"
  sleep 0.1
done
mariadb --socket="$work/mysqld.sock" -uroot -e 'CREATE DATABASE festival_wordpress_tests' ||
  fail_setup "MariaDB did not answer on $work/mysqld.sock within 30 s"

# The site: Debian's core as it is installed, a wp-content of its own holding a copy of the plugin.
phase "installing WordPress"
export FESTIVAL_WP_DB_SOCKET="$work/mysqld.sock"
export FESTIVAL_WP_CONTENT_DIR="$work/wp-content"
export FESTIVAL_WP_TESTS_WORK="$work"
mkdir -p "$work/wp-content/plugins" "$work/wp-content/uploads" "$work/wp-content/themes"
cp -R "$repo/wordpress/festival-site" "$work/wp-content/plugins/festival-site"
cp -R "$tests_dir/mu-plugins" "$work/wp-content/mu-plugins"
php "$tests_dir/install.php" >"$work/install.log" 2>&1 || fail_setup "installing WordPress failed: $(tail -5 "$work/install.log")"
tail -1 "$work/install.log"

# Every PHP file of wordpress/, plugin and tests; a parse error is written to the lint report.
phase "php -l"
find "$repo/wordpress" -name '*.php' -print0 | xargs -0 -n 1 -P 4 php -l >/dev/null 2>"$results_dir/wordpress-lint.txt"

# Two PHPUnit runs: WordPress alone (ACF, Polylang and WPGraphQL absent, as on this machine), then
# with small stand-ins of their functions; a stand-in must never leak into the first.
status=0
for suite in wordpress stand-ins; do
  phase "PHPUnit: $suite"
  phpunit --configuration "$tests_dir/phpunit.xml" --testsuite "$suite" \
    --log-junit "$results_dir/wordpress-$suite.xml" "$@" || status=1
done

php "$tests_dir/report.php" "$results_dir" "$report" || status=1
phase "done"
exit $status
