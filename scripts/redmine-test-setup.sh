#!/bin/sh
# Installs Debian's redmine (bookworm: 5.0.4) with SQLite and configures it
# for the opt-in ticket test (internal/ticket TestRealRedmine,
# docs/tickets.md): REST API on, a project "chillwatch-support" with the
# trackers, an issue custom field for the ChillWatch user name, and an API
# user who is a member of the project. Serves Redmine with WEBrick on
# 127.0.0.1:${REDMINE_PORT:-3000} as www-data (log: /tmp/redmine-test.log,
# pid: /tmp/redmine-test.pid) and prints the TEST_REDMINE_* variables to
# export. Needs root (apt-get, the package's files). Runs again safely: an
# installed package is kept, the configuration is made again, a server
# already answering on the port is kept.
#
#   sudo sh scripts/redmine-test-setup.sh > /tmp/redmine.env && . /tmp/redmine.env
#   go test -count=1 -run TestRealRedmine -v ./internal/ticket
#   kill "$(cat /tmp/redmine-test.pid)"    # stops the server
set -eu
PORT="${REDMINE_PORT:-3000}"
URL="http://127.0.0.1:$PORT"
LOG=/tmp/redmine-test.log
PID=/tmp/redmine-test.pid
say() { echo "redmine-test-setup: $*" >&2; }

if [ "$(id -u)" != 0 ]; then
  say "run as root (apt-get and the redmine package's files need it)"
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
# dbconfig-common's questions for the package's default instance: create the
# database, with SQLite (the only back end installed), default data in English.
debconf-set-selections <<EOF
redmine redmine/instances/default/dbconfig-install boolean true
redmine redmine/instances/default/database-type select sqlite3
redmine redmine/instances/default/default-language select en
EOF
PKGS="redmine redmine-sqlite ruby-webrick"
installed=$(dpkg-query -W -f '${db:Status-Abbrev}\n' $PKGS 2>/dev/null | grep -c '^ii' || true)
if [ "$installed" = 3 ]; then
  say "redmine is installed"
else
  say "installing $PKGS (apt-get)"
  apt-get install -y -q --no-install-recommends $PKGS >&2 || { apt-get update -q >&2 && apt-get install -y -q --no-install-recommends $PKGS >&2; }
fi
say "$(dpkg-query -W -f '${Package} ${Version}' redmine)"

cd /usr/share/redmine
# Everything runs as the package's user, on its default instance (the
# files under /var/lib/redmine, /var/log/redmine and /var/cache/redmine are
# www-data's). HOME: www-data's /var/www may not exist, and bundler wants one.
as_redmine() {
  runuser -u www-data -- env HOME=/tmp RAILS_ENV=production REDMINE_INSTANCE=default "$@"
}

# The package's Gemfile names no web server: WEBrick (ruby-webrick) is added
# through Gemfile.local and the bundle resolved again from the installed
# packages, as the package's postinst does (else: Could not load server
# "webrick"). Rails also wants a tmp/ beside its root, which the package
# keeps per instance.
if ! grep -qs webrick Gemfile.local; then
  echo 'gem "webrick"' >>Gemfile.local
fi
if ! grep -qs '^    webrick ' /var/lib/redmine/Gemfile.lock; then
  bundle install --local --quiet >&2
  chown www-data:www-data /var/lib/redmine/Gemfile.lock
fi
[ -e tmp ] || ln -s /var/cache/redmine/default/tmp tmp

# The package loads the default data (roles, trackers, statuses, priorities)
# when it creates the database; this is for an install made without it.
as_redmine env REDMINE_LANG=en bundle exec rake redmine:load_default_data >&2 2>/dev/null || true

say "configuring (rails runner)"
OUT=$(as_redmine bundle exec rails runner '
  Setting.rest_api_enabled = "1"
  Setting.default_language = "en"
  user = User.find_by(login: "cwsupport") || User.new(firstname: "ChillWatch", lastname: "Support", mail: "cwsupport@example.org")
  user.login = "cwsupport"
  user.admin = true
  user.password = user.password_confirmation = "Chillwatch-Support-1"
  user.status = User::STATUS_ACTIVE
  user.save!
  key = user.api_key
  tracker = Tracker.find_by(name: "Support") || Tracker.first or raise "no tracker: the default data was not loaded"
  field = IssueCustomField.find_by(name: "ChillWatch user") ||
    IssueCustomField.create!(name: "ChillWatch user", field_format: "string", is_for_all: true, visible: true, trackers: Tracker.all)
  project = Project.find_by(identifier: "chillwatch-support") ||
    Project.create!(name: "ChillWatch support", identifier: "chillwatch-support", is_public: false)
  project.trackers = Tracker.all
  project.enabled_module_names = %w[issue_tracking files]
  project.save!
  role = Role.givable.find_by(name: "Manager") || Role.givable.first or raise "no role: the default data was not loaded"
  Member.create!(principal: user, project: project, roles: [role]) unless Member.exists?(user_id: user.id, project_id: project.id)
  IssuePriority.exists?(1) or raise "no issue priority with id 1 (ChillWatch always sends priority_id 1)"
  puts "TEST_REDMINE_KEY=#{key}"
  puts "TEST_REDMINE_PROJECT=chillwatch-support"
  puts "TEST_REDMINE_TRACKER=#{tracker.id}"
  puts "TEST_REDMINE_ASSIGNEE=#{user.id}"
  puts "TEST_REDMINE_USERNAME_FIELD=#{field.id}"
')

if curl -fsS -o /dev/null "$URL/login" 2>/dev/null; then
  say "a server already answers at $URL; kept (a changed setting is read from the database)"
else
  say "starting Redmine at $URL (log $LOG)"
  : >"$LOG"
  chown www-data "$LOG"
  rm -f "$PID"
  # setsid and closed descriptors: the server outlives this script and holds
  # nothing of the caller (a lock taken around this script, a pipe).
  setsid runuser -u www-data -- env HOME=/tmp RAILS_ENV=production REDMINE_INSTANCE=default \
    bundle exec rails server -u webrick -b 127.0.0.1 -p "$PORT" -e production -P "$PID" \
    </dev/null >>"$LOG" 2>&1 9>&- 8>&- 7>&- 6>&- 5>&- 4>&- 3>&- &
  i=0
  until curl -fsS -o /dev/null "$URL/login" 2>/dev/null; do
    i=$((i + 1))
    if [ "$i" -gt 120 ] || grep -q '^Exiting' "$LOG"; then
      say "Redmine did not answer at $URL; its log:"
      grep -v '^[[:space:]]*from ' "$LOG" | tail -n 20 >&2
      exit 1
    fi
    sleep 1
  done
fi

echo "export TEST_REDMINE_URL=$URL"
echo "$OUT" | grep '^TEST_REDMINE_' | sed 's/^/export /'
