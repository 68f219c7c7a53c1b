package notify

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math"
	"net/mail"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/chillwatch/chillwatch/internal/engine"
)

// message is what one delivery sends: the e-mail, the SMS text and the
// inbox item of a group of entries (one entry, or a digest).
type message struct {
	id      string // the Message-ID without its brackets (local@domain): messageID
	entries string // the outbox ids it carries
	count   int
	to      []string
	subject string
	text    string
	html    string
	sms     string
	// The inbox item: title, body, the first entry's alert and unit.
	title, body, alertID, unitUUID, level string
}

// language answers "fr" or "en".
func language(lang string) string {
	if strings.HasPrefix(strings.ToLower(lang), "fr") {
		return "fr"
	}
	return "en"
}

var phrases = map[string]map[string]string{
	"en": {
		"stage": "stage %d", "cleared": "Cleared", "withdrawn": "Withdrawn",
		"withdrawnBody": "withdrawn: the late readings show no fault",
		"more":          "and %d more alerts at %d centres", "digest": "%d alerts at %d centres",
		"eventAt": "%s at %s", "test": "Test message",
		"testBody": "This is a test message from ChillWatch: the %s settings work.",
		"smsSince": "since", "smsCleared": "Cleared", "smsWithdrawn": "Withdrawn", "smsNoFault": "late readings show no fault",
		"smsMore":   "+%d more at %d centres",
		"foundLate": "found late", "foundLateBody": "Since %s; found when the unit's data came in at %s.",
		"offline": "While offline", "offlineBody": "%s passed while the unit's data was away: from %s to %s, at stage %d; it has ended.",
		"smsFound": "found", "smsOffline": "Offline", "smsEnded": "ended",
	},
	"fr": {
		"stage": "niveau %d", "cleared": "Terminée", "withdrawn": "Annulée",
		"withdrawnBody": "annulée : les relevés arrivés en retard ne montrent aucun défaut",
		"more":          "et %d autres alertes dans %d centres", "digest": "%d alertes dans %d centres",
		"eventAt": "%s à %s", "test": "Message de test",
		"testBody": "Ceci est un message de test de ChillWatch : les réglages %s fonctionnent.",
		"smsSince": "depuis", "smsCleared": "Terminee", "smsWithdrawn": "Annulee", "smsNoFault": "releves tardifs sans defaut",
		"smsMore":   "+%d autres, %d centres",
		"foundLate": "découverte en retard", "foundLateBody": "Depuis %s ; découverte à l'arrivée des données de l'unité à %s.",
		"offline": "Hors ligne", "offlineBody": "%s s'est produite pendant que les données de l'unité ne parvenaient pas : de %s à %s, au niveau %d ; elle est terminée.",
		"smsFound": "vue", "smsOffline": "Hors ligne", "smsEnded": "terminee",
	},
}

// item is one entry as the templates write it.
type item struct {
	Kind     string
	Title    string // the alert's display name
	Headline string // title with its stage or what happened
	Message  string // the engine's message, or what happened
	Unit     string
	Site     string
	Since    string // site time
	At       string // site time
	Volume   string
	Temp     string
	Link     string
	Stage    int
	Critical bool
	p        Payload
}

func siteTime(t time.Time, zone string) string {
	if t.IsZero() {
		return ""
	}
	loc, err := time.LoadLocation(zone)
	if err != nil {
		loc = time.UTC
	}
	return t.In(loc).Format("2006-01-02 15:04 MST")
}

func shortTime(t time.Time, zone string) string {
	loc, err := time.LoadLocation(zone)
	if err != nil {
		loc = time.UTC
	}
	return t.In(loc).Format("15:04")
}

// displayName answers an alert type's name in a language.
func displayName(alert, lang string) string {
	if r, ok := engine.Lookup(alert); ok {
		if n := r.DisplayName.In(lang); n != "" {
			return n
		}
	}
	return alert
}

// graphLink answers the console's chilling graph of the unit around the
// alert, on the configured public URL only ("" without one).
func (s *Service) graphLink(p Payload) string {
	if s.cfg.PublicURL == "" || p.UnitUUID == "" {
		return ""
	}
	loc, err := time.LoadLocation(p.Zone)
	if err != nil {
		loc = time.UTC
	}
	from := p.Since
	if from.IsZero() || from.After(p.At) {
		from = p.At
	}
	q := url.Values{"chillingUnitUUID": {p.UnitUUID},
		"start": {from.Add(-2 * time.Hour).In(loc).Format("2006-01-02T15:04")},
		"end":   {p.At.Add(time.Hour).In(loc).Format("2006-01-02T15:04")}}
	return strings.TrimRight(s.cfg.PublicURL, "/") + "/bmcgraph/" + url.PathEscape(p.SiteID) + "?" + q.Encode()
}

func (s *Service) item(p Payload, lang string) item {
	ph := phrases[lang]
	it := item{Kind: p.Kind, Title: displayName(p.Alert, lang), Unit: p.UnitName, Site: p.SiteName,
		Since: siteTime(p.Since, p.Zone), At: siteTime(p.At, p.Zone), Critical: p.Level == "CRITICAL", Stage: p.Stage, p: p,
		Volume: strconv.FormatFloat(p.Volume, 'f', 0, 64), Temp: strconv.FormatFloat(math.Round(p.Temp*10)/10, 'f', 1, 64), Link: s.graphLink(p)}
	change := engine.AlertChange{Alert: p.Alert, Stage: p.Stage, Since: p.Since, At: p.At, Volume: p.Volume, Temp: p.Temp}
	zone, err := time.LoadLocation(p.Zone)
	if err != nil {
		zone = time.UTC
	}
	switch p.Kind {
	case KindRaised, KindEscalated:
		it.Headline = it.Title + " (" + fmt.Sprintf(ph["stage"], p.Stage) + ")"
		it.Message = change.Message(lang, p.UnitName, zone)
	case KindCleared:
		change.Change = engine.Cleared
		it.Headline = ph["cleared"] + ": " + it.Title
		it.Message = change.Message(lang, p.UnitName, zone)
	case KindWithdrawn:
		it.Headline = ph["withdrawn"] + ": " + it.Title
		it.Message = it.Title + " — " + ph["withdrawnBody"]
	case KindFoundLate:
		it.Headline = it.Title + " (" + fmt.Sprintf(ph["stage"], p.Stage) + ") — " + ph["foundLate"]
		it.Message = change.Message(lang, p.UnitName, zone) + " " + fmt.Sprintf(ph["foundLateBody"], it.Since, siteTime(p.Found, p.Zone))
	case KindOffline:
		it.Headline = ph["offline"] + ": " + it.Title + " (" + fmt.Sprintf(ph["stage"], p.Stage) + ")"
		it.Message = fmt.Sprintf(ph["offlineBody"], it.Title, it.Since, siteTime(p.End, p.Zone), p.Stage)
	case KindTest:
		it.Headline = ph["test"]
		it.Message = fmt.Sprintf(ph["testBody"], p.Alert)
	default:
		it.Headline = it.Title
		it.Message = fmt.Sprintf(ph["eventAt"], it.Title, shortTime(p.At, p.Zone))
	}
	return it
}

// smsText is an entry's SMS: at most 160 GSM-7 characters, en or fr.
func smsText(it item, lang string, more, centres int) string {
	ph := phrases[lang]
	p := it.p
	var s string
	where := it.Unit + " @ " + it.Site
	switch p.Kind {
	case KindRaised, KindEscalated:
		s = fmt.Sprintf("%s S%d: %s, %s %s. %sL %sC", it.Title, p.Stage, where, ph["smsSince"], shortTime(p.Since, p.Zone), it.Volume, it.Temp)
	case KindCleared:
		s = fmt.Sprintf("%s: %s, %s %s", ph["smsCleared"], it.Title, where, shortTime(p.At, p.Zone))
	case KindWithdrawn:
		s = fmt.Sprintf("%s: %s, %s - %s", ph["smsWithdrawn"], it.Title, where, ph["smsNoFault"])
	case KindFoundLate:
		s = fmt.Sprintf("%s S%d: %s, %s %s (%s %s). %sL %sC", it.Title, p.Stage, where, ph["smsSince"], shortTime(p.Since, p.Zone),
			ph["smsFound"], shortTime(p.Found, p.Zone), it.Volume, it.Temp)
	case KindOffline:
		s = fmt.Sprintf("%s: %s S%d, %s %s-%s, %s", ph["smsOffline"], it.Title, p.Stage, where, shortTime(p.Since, p.Zone), shortTime(p.End, p.Zone), ph["smsEnded"])
	case KindTest:
		s = it.Message
	default:
		s = fmt.Sprintf("%s: %s %s", it.Title, where, shortTime(p.At, p.Zone))
	}
	tail := ""
	if more > 0 {
		tail = " " + fmt.Sprintf(ph["smsMore"], more, centres)
	}
	const prefix = "ChillWatch: "
	room := 160 - len(prefix) - len(tail)
	return prefix + fitSMS(s, room) + GSM7(tail)
}

// messageID answers the Message-ID, without the angle brackets the mailer
// puts around it, of the message carrying the outbox entries with these
// keys: "<hash>.notify@<domain>". The same entries give the same id; the
// keys hold the units' UUIDs, so another installation's entries (or a
// database started afresh) give another.
func (s *Service) messageID(keys []string) string {
	sum := sha256.Sum256([]byte(strings.Join(keys, "\n")))
	return hex.EncodeToString(sum[:16]) + ".notify@" + s.idDomain
}

// idDomain answers the right side of the Message-IDs: the sender's domain
// when it is a plain host name (letters, digits, hyphens and dots), else
// "chillwatch".
func idDomain(from string) string {
	a, err := mail.ParseAddress(from)
	if err != nil {
		return "chillwatch"
	}
	domain := strings.ToLower(a.Address[strings.LastIndexByte(a.Address, '@')+1:])
	for label := range strings.SplitSeq(domain, ".") {
		if label == "" || strings.Trim(label, "abcdefghijklmnopqrstuvwxyz0123456789-") != "" {
			return "chillwatch"
		}
	}
	return domain
}

// compose writes the message of a group of entries for one recipient.
func (s *Service) compose(lang string, ids []int64, ps []Payload) (*message, error) {
	lang = language(lang)
	ph := phrases[lang]
	items := make([]item, len(ps))
	for i, p := range ps {
		items[i] = s.item(p, lang)
	}
	first := items[0]
	centres := map[string]bool{}
	for _, it := range items[1:] {
		centres[it.p.SiteID+"\x00"+it.p.SiteName] = true
	}
	allCentres := len(centres)
	if !centres[first.p.SiteID+"\x00"+first.p.SiteName] {
		allCentres++
	}
	more := len(items) - 1
	m := &message{count: len(items), alertID: first.p.AlertID, unitUUID: first.p.UnitUUID, level: first.p.Level}
	idText := make([]string, len(ids))
	for i, id := range ids {
		idText[i] = strconv.FormatInt(id, 10)
	}
	m.entries = strings.Join(idText, " ")
	m.title = first.Headline + " — " + first.Unit + ", " + first.Site
	if first.Kind == KindTest {
		m.title = first.Headline
	}
	m.body = first.Message
	moreText := ""
	if more > 0 {
		moreText = fmt.Sprintf(ph["more"], more, len(centres))
		m.title = fmt.Sprintf(ph["digest"], len(items), allCentres)
		m.body = first.Message + " — " + moreText
	}
	m.subject = "[ChillWatch] " + m.title
	m.sms = smsText(first, lang, more, len(centres))
	data := mailData{Subject: m.subject, Items: items, More: moreText, Digest: more > 0, Test: first.Kind == KindTest}
	var err error
	if m.text, m.html, err = s.tpl.render(lang, data); err != nil {
		return m, err
	}
	return m, nil
}
