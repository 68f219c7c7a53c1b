package monitor

import (
	"sync"
	"time"

	"github.com/chillwatch/chillwatch/internal/engine"
)

// Message is a live item for the push stream: a new volume sample of a
// unit, a critical alert raised, escalated or cleared, or a change of a
// user's in-app inbox.
type Message struct {
	Kind     string // "volume", "alert" or "inbox"
	UnitRef  int64
	UnitUUID string
	At       time.Time
	Volume   float64             // Kind "volume"
	Alert    *engine.AlertChange // Kind "alert"
	AlertID  string              // Kind "alert"
	UserID   int64               // Kind "inbox"
}

// Hub fans live messages out to subscribers. A subscriber that does not
// keep up loses messages rather than slowing the runner.
type Hub struct {
	mu   sync.Mutex
	subs map[chan Message]struct{}
}

// NewHub answers an empty hub.
func NewHub() *Hub { return &Hub{subs: map[chan Message]struct{}{}} }

// Subscribe answers a channel of every message published from now on, and
// the function that ends the subscription (and closes the channel).
func (h *Hub) Subscribe(buffer int) (<-chan Message, func()) {
	ch := make(chan Message, buffer)
	h.mu.Lock()
	h.subs[ch] = struct{}{}
	h.mu.Unlock()
	var once sync.Once
	return ch, func() {
		once.Do(func() {
			h.mu.Lock()
			delete(h.subs, ch)
			h.mu.Unlock()
			close(ch)
		})
	}
}

// Publish sends m to every subscriber with room for it.
func (h *Hub) Publish(m Message) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for ch := range h.subs {
		select {
		case ch <- m:
		default:
		}
	}
}

// Subscribers answers how many subscriptions are open.
func (h *Hub) Subscribers() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.subs)
}
