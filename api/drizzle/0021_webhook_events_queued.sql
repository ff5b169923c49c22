-- Wakes the webhook delivery job: a statement that queues events notifies the channel, which
-- PostgreSQL delivers to the listening instances once the transaction commits (webhooks/plugin.ts).
CREATE FUNCTION "webhook_events_queued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "queued") THEN
    PERFORM pg_notify('webhook_events_queued', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "webhook_events_queued" AFTER INSERT ON "webhook_events"
  REFERENCING NEW TABLE AS "queued" FOR EACH STATEMENT EXECUTE FUNCTION "webhook_events_queued"();
