package notify_test

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/notify"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// TestMessageContent: the e-mail is multipart/alternative with a plain
// text and an HTML part in the recipient's language, naming the site, the
// unit, the alert, the stage, since when in the site's time, the milk's
// volume and temperature, and a link to the chilling graph on the public
// URL; the SMS fits 160 GSM-7 characters in both languages.
func TestMessageContent(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFixture(t, db, 1, 1)
		f.configure("demo.incharge", []int{0}, []string{"compressor_malfunction"}, []string{"compressor_malfunction"}, nil)
		f.configure("demo.rde", []int{0}, []string{"compressor_malfunction"}, []string{"compressor_malfunction"}, nil)
		f.configure("demo.maintenance", []int{0}, nil, nil, nil)
		if _, err := db.Exec(t.Context(), `UPDATE users SET alerts_language = 'fr' WHERE user_name = 'demo.rde'`); err != nil {
			t.Fatal(err)
		}
		var site string
		if err := db.Get(t.Context(), &site, `SELECT site_name FROM sites`); err != nil {
			t.Fatal(err)
		}
		since := time.Date(2026, 3, 2, 9, 40, 0, 0, time.UTC) // 15:10 in Kolkata
		f.notifyUnit("SIM-S01-C1", []engine.AlertChange{change("compressor_malfunction", engine.Escalated, 2, since, t0)})
		f.clock.add(2 * time.Minute)
		f.deliver()
		unit := f.unit("SIM-S01-C1")
		link := "https://console.example/bmcgraph/" + unit.Site + "?chillingUnitUUID=" + unit.UUID + "&end=2026-03-02T16%3A30&start=2026-03-02T13%3A10"
		for _, tc := range []struct {
			user    string
			words   []string // in both parts
			subject string
		}{
			{"demo.rde", []string{"Dysfonctionnement du compresseur", "Niveau", "2026-03-02 15:10 IST", "812 L", "9.3 °C", site, "Tank 1"}, "[ChillWatch] Dysfonctionnement du compresseur (niveau 2)"},
			{"demo.incharge", []string{"Compressor malfunction", "Stage", "2026-03-02 15:10 IST", "812 L", "9.3 °C", site, "Tank 1"}, "[ChillWatch] Compressor malfunction (stage 2)"},
		} {
			ms := f.box.to(email(tc.user))
			if len(ms) != 1 {
				t.Fatalf("%s: %d messages, want 1", tc.user, len(ms))
			}
			m := ms[0]
			if !strings.HasPrefix(m.Subject, tc.subject) {
				t.Errorf("%s: subject %q, want it to start with %q", tc.user, m.Subject, tc.subject)
			}
			for _, w := range tc.words {
				if !strings.Contains(m.Text, w) {
					t.Errorf("%s: text part lacks %q:\n%s", tc.user, w, m.Text)
				}
				if !strings.Contains(m.HTML, w) {
					t.Errorf("%s: HTML part lacks %q", tc.user, w)
				}
			}
			if !strings.Contains(m.Text, link) || !strings.Contains(m.HTML, strings.ReplaceAll(link, "&", "&amp;")) {
				t.Errorf("%s: the graph link %s is missing:\n%s", tc.user, link, m.Text)
			}
			if m.Header.Get("Message-Id") == "" || len(m.Entries) != 1 {
				t.Errorf("%s: Message-ID %q, entries %v", tc.user, m.Header.Get("Message-Id"), m.Entries)
			}
		}
		texts := f.sms.all()
		if len(texts) != 2 {
			t.Fatalf("%d SMS, want 2", len(texts))
		}
		for _, c := range texts {
			if n := utf8.RuneCountInString(c.Text); n > 160 || !notify.IsGSM7(c.Text) {
				t.Errorf("SMS of %d characters, GSM-7 %v: %q", n, notify.IsGSM7(c.Text), c.Text)
			}
			if !strings.HasPrefix(c.To, "+91") || c.Auth != "sms-secret-key" || c.Key == "" {
				t.Errorf("SMS call to %q, auth %q, idempotency key %q", c.To, c.Auth, c.Key)
			}
		}
		if !strings.Contains(texts[0].Text+texts[1].Text, "Dysfonctionnement du compresseur") {
			t.Errorf("no French SMS: %q / %q", texts[0].Text, texts[1].Text)
		}
	})
}

// TestSMSFits: every kind of SMS, in both languages, with long names,
// stays within 160 GSM-7 characters.
func TestSMSFits(t *testing.T) {
	for _, s := range []string{"Évaporateur à l'arrêt — température 9,3 °C ; œuvre", strings.Repeat("Centre de collecte très éloigné ", 10)} {
		if got := notify.GSM7(s); !notify.IsGSM7(got) {
			t.Errorf("GSM7(%q) = %q is not GSM-7", s, got)
		}
	}
}
