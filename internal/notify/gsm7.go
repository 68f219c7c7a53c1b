package notify

import (
	"strings"
	"unicode/utf8"
)

// gsm7 is the GSM 03.38 basic character set: a text made only of these
// fits 160 characters in one SMS.
const gsm7 = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
	"¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà"

// fold maps the letters French and English texts use outside the set to
// their nearest member.
var fold = strings.NewReplacer(
	"à", "à", "â", "a", "ä", "ä", "ç", "c", "ê", "e", "ë", "e", "î", "i", "ï", "i", "ô", "o", "û", "u", "ü", "ü", "ÿ", "y",
	"À", "A", "Â", "A", "È", "E", "Ê", "E", "Ë", "E", "Î", "I", "Ï", "I", "Ô", "O", "Û", "U", "Ù", "U", "Œ", "OE", "œ", "oe",
	"°", "", "’", "'", "‘", "'", "“", "\"", "”", "\"", "–", "-", "—", "-", "…", "...", "\u00a0", " ", "\u202f", " ",
)

// GSM7 answers s in the GSM-7 basic set: folded where a near letter
// exists, else "?".
func GSM7(s string) string {
	s = fold.Replace(s)
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune(gsm7, r) {
			b.WriteRune(r)
		} else {
			b.WriteByte('?')
		}
	}
	return b.String()
}

// IsGSM7 reports whether s is made of the basic set only.
func IsGSM7(s string) bool {
	for _, r := range s {
		if !strings.ContainsRune(gsm7, r) {
			return false
		}
	}
	return true
}

// fitSMS answers s in GSM-7, cut to at most n characters ("..." ends a cut text).
func fitSMS(s string, n int) string {
	s = GSM7(s)
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return strings.TrimRight(string(r[:n-3]), " ,.") + "..."
}
