package monitor

import (
	"context"
	"maps"
	"slices"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/storage"
)

// leases keeps the process's partitions: it announces the process as a
// member, renews the leases it holds, gives back those above its fair
// share (the partitions divided among the live members) and takes free or
// expired ones up to it. Every change is one conditional UPDATE, so two
// processes never both believe they hold a partition; a write also checks
// its lease in its own transaction (apply).
type leases struct {
	db     *storage.DB
	owner  string
	nparts int
	held   map[int]bool
	seeded bool
}

// sync answers the partitions gained and lost since the last call.
func (l *leases) sync(ctx context.Context, now, ttl int64) (gained, lost []int, err error) {
	exp := now + ttl
	err = l.db.Tx(ctx, func(tx *sqlx.Tx) error {
		exec := func(q string, args ...any) (int64, error) {
			res, err := tx.ExecContext(ctx, tx.Rebind(q), args...)
			if err != nil {
				return 0, err
			}
			return res.RowsAffected()
		}
		if !l.seeded {
			for p := range l.nparts {
				if _, err := exec(`INSERT INTO monitor_leases (part, owner, expires_at) VALUES (?, '', 0) ON CONFLICT (part) DO NOTHING`, p); err != nil {
					return err
				}
			}
		}
		if _, err := exec(`INSERT INTO monitor_members (owner, expires_at) VALUES (?, ?)
			ON CONFLICT (owner) DO UPDATE SET expires_at = excluded.expires_at`, l.owner, exp); err != nil {
			return err
		}
		if _, err := exec(`DELETE FROM monitor_members WHERE expires_at <= ?`, now); err != nil {
			return err
		}
		var members int
		if err := tx.GetContext(ctx, &members, tx.Rebind(`SELECT COUNT(*) FROM monitor_members WHERE expires_at > ?`), now); err != nil {
			return err
		}
		share := (l.nparts + max(members, 1) - 1) / max(members, 1)
		for _, p := range slices.Sorted(maps.Keys(l.held)) {
			n, err := exec(`UPDATE monitor_leases SET expires_at = ? WHERE part = ? AND owner = ?`, exp, p, l.owner)
			if err != nil {
				return err
			}
			if n == 0 {
				lost = append(lost, p)
			}
		}
		kept := len(l.held) - len(lost)
		for _, p := range slices.Backward(slices.Sorted(maps.Keys(l.held))) {
			if kept <= share || slices.Contains(lost, p) {
				continue
			}
			if _, err := exec(`UPDATE monitor_leases SET expires_at = 0 WHERE part = ? AND owner = ?`, p, l.owner); err != nil {
				return err
			}
			lost = append(lost, p)
			kept--
		}
		if kept < share {
			var free []int
			if err := tx.SelectContext(ctx, &free, tx.Rebind(`SELECT part FROM monitor_leases WHERE expires_at <= ? AND part < ? ORDER BY part`), now, l.nparts); err != nil {
				return err
			}
			for _, p := range free {
				if kept >= share {
					break
				}
				n, err := exec(`UPDATE monitor_leases SET owner = ?, expires_at = ? WHERE part = ? AND expires_at <= ?`, l.owner, exp, p, now)
				if err != nil {
					return err
				}
				if n == 1 {
					gained = append(gained, p)
					kept++
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	l.seeded = true
	for _, p := range lost {
		delete(l.held, p)
	}
	for _, p := range gained {
		l.held[p] = true
	}
	return gained, lost, nil
}

// keepAlive extends, until ttl from now, the process's membership and the
// leases it still holds, without taking or giving back any: Run calls it
// on a clock of its own, so that a pass longer than the lease (a large
// replay on a loaded machine) does not let its partitions expire and move
// to another process. A lease already expired, given back or taken is
// left as it is; sync sorts those out. Like sync, it takes the member row
// first: the two then queue on it instead of locking the same lease rows
// in different orders (a deadlock on PostgreSQL).
func (l *leases) keepAlive(ctx context.Context, now, ttl int64) error {
	return l.db.Tx(ctx, func(tx *sqlx.Tx) error {
		if _, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE monitor_members SET expires_at = ? WHERE owner = ? AND expires_at > ?`), now+ttl, l.owner, now); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE monitor_leases SET expires_at = ? WHERE owner = ? AND expires_at > ?`), now+ttl, l.owner, now)
		return err
	})
}

// release gives every partition back and leaves the members.
func (l *leases) release(ctx context.Context) error {
	err := l.db.Tx(ctx, func(tx *sqlx.Tx) error {
		if _, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE monitor_leases SET expires_at = 0 WHERE owner = ?`), l.owner); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, tx.Rebind(`DELETE FROM monitor_members WHERE owner = ?`), l.owner)
		return err
	})
	l.held = map[int]bool{}
	return err
}

// parts answers the held partitions in order.
func (l *leases) parts() []int { return slices.Sorted(maps.Keys(l.held)) }
