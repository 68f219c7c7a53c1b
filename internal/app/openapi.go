package app

import (
	"encoding/json"
	"io"
	"log/slog"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/chillwatch/chillwatch/internal/api"
	"github.com/chillwatch/chillwatch/internal/i18n"
	"github.com/chillwatch/chillwatch/internal/meta"
)

// OpenAPI returns the API's OpenAPI document without a database: the
// route table is built but never served. The console's TypeScript types are
// generated from it.
func OpenAPI() ([]byte, error) {
	srv, err := api.New(api.Deps{
		Meta: meta.MustLoad(), Msgs: i18n.MustLoad(), Registry: prometheus.NewRegistry(),
		Log: slog.New(slog.DiscardHandler), Version: "",
	})
	if err != nil {
		return nil, err
	}
	b, err := json.MarshalIndent(srv.API().OpenAPI(), "", "  ")
	return append(b, '\n'), err
}

func writeOpenAPI(w io.Writer) error {
	b, err := OpenAPI()
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}
