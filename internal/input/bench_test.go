package input

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// BenchmarkJSON measures the boundary on a device batch of 50 records
// (the ingestion hot path), a user form, and a checklist template long
// enough to be walked, next to json.Valid over the same bytes: the least
// any decoder does with them.
func BenchmarkJSON(b *testing.B) {
	var recs []string
	for i := range 50 {
		recs = append(recs, fmt.Sprintf(`{"processTime":"2026-11-20T10:%02d:00+05:30","eventName":"VOLUME","value":%d.5,"unit":"L"}`, i%60, 1000+i))
	}
	batch := []byte("[" + strings.Join(recs, ",") + "]")
	form, _ := json.Marshal(map[string]any{"userName": "meera.s", "firstName": "Meera", "lastName": "Shah", "emailId": "meera@example.org",
		"roles": []string{"Viewer"}, "mobileNumbers": []map[string]string{{"countryCode": "+91", "mobileNumber": "9876543210"}},
		"organizationName": "Gokul", "alertsLanguage": "en", "description": strings.Repeat("long text ", 300)})
	// A body longer than MaxString is walked token by token.
	var tasks []map[string]string
	for i := range 60 {
		tasks = append(tasks, map[string]string{"taskName": fmt.Sprintf("Check compressor %d", i), "subTaskDescription": strings.Repeat("Inspect the seal. ", 8)})
	}
	template, _ := json.Marshal(map[string]any{"checklistName": "Monthly", "taskList": tasks})
	for _, c := range []struct {
		name string
		body []byte
		max  int
	}{{"batch50", batch, 0}, {"userForm", form, MaxString}, {"template12KB", template, MaxString}} {
		b.Run(c.name+"/boundary", func(b *testing.B) {
			b.SetBytes(int64(len(c.body)))
			for b.Loop() {
				if err := JSON(c.body, c.max); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(c.name+"/json.Valid", func(b *testing.B) {
			b.SetBytes(int64(len(c.body)))
			for b.Loop() {
				if !json.Valid(c.body) {
					b.Fatal("invalid")
				}
			}
		})
	}
}
