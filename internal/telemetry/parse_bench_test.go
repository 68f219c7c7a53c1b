package telemetry

import (
	"fmt"
	"testing"
	"time"
)

// BenchmarkParse measures what the HTTP path does to a request of ten
// records before it is written: parse and check them, and give their
// samples.
func BenchmarkParse(b *testing.B) {
	at := time.Date(2026, 11, 21, 5, 0, 0, 0, time.UTC)
	for _, tc := range []struct{ typ, record string }{
		{"volsens", `{"processTime":%q,"volume":{"value":1480,"unit":"L"}}`},
		{"indsens", `{"processTime":%q,"milkTemperature":{"value":6.8,"unit":"°C"},"batteryTemperature":{"value":24.0,"unit":"°C"},"compressorStatus":"ON","compressorCurrent":7.9,"agitatorStatus":"ON","pumpStatus":"OFF"}`},
	} {
		body := []byte("[")
		for i := range 10 {
			if i > 0 {
				body = append(body, ',')
			}
			body = fmt.Appendf(body, tc.record, at.Add(time.Duration(i)*time.Minute).Format(time.RFC3339))
		}
		body = append(body, ']')
		b.Run(tc.typ, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				rs, err := ParseBody(tc.typ, body, now, 1000)
				if err != nil {
					b.Fatal(err)
				}
				for _, r := range rs {
					if len(Samples(tc.typ, nil, r)) == 0 {
						b.Fatal("no sample")
					}
				}
			}
		})
	}
}
