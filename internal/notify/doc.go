// Package notify tells people about their alerts. It owns the
// organisations' escalation policies, the routing of each alert change
// and info event to the users whose site associations and alert
// configuration select it, the durable outbox written in the engine
// runner's transaction, the delivery workers (e-mail over SMTP, SMS
// through an HTTP gateway, the in-app inbox) with their caps and digests,
// and the delivery log. See docs/notifications.md.
package notify
