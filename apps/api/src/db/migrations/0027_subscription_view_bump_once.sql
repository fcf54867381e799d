-- Custom migration (docs/decisions/063, "one raise per transaction"): a write raised its client's version
-- once for each row it touched and twice for an update (the old row's client and the new one's, the same
-- client nearly always): a charge's settlement raised it four times. One raise per transaction is enough
-- (a version is only read committed), so the row keeps the transaction that raised it last (xid8, which
-- never wraps) and a second raise in that transaction writes nothing; an update raises the old row's
-- client only when the client changed.
ALTER TABLE "subscription_view_versions" ADD COLUMN "raised_by" xid8;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION subscription_view_bump(client integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO subscription_view_versions (client_id, version, raised_by) VALUES ($1, 1, pg_current_xact_id())
  ON CONFLICT (client_id) DO UPDATE SET version = subscription_view_versions.version + 1,
    raised_by = EXCLUDED.raised_by
  WHERE subscription_view_versions.raised_by IS DISTINCT FROM EXCLUDED.raised_by
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION subscription_view_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME IN ('subscriptions', 'payments') THEN
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.client_id IS DISTINCT FROM NEW.client_id) THEN
      PERFORM subscription_view_bump(OLD.client_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM subscription_view_bump(NEW.client_id); END IF;
  ELSIF TG_TABLE_NAME = 'condition_photos' THEN
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.record_id IS DISTINCT FROM NEW.record_id) THEN
      PERFORM subscription_view_bump_subscription(subscription_id) FROM condition_records WHERE id = OLD.record_id;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM subscription_view_bump_subscription(subscription_id) FROM condition_records WHERE id = NEW.record_id;
    END IF;
  ELSIF TG_TABLE_NAME = 'staff' THEN
    -- The name a hand-over record shows as who handed the device over.
    PERFORM subscription_view_bump(s.client_id)
      FROM condition_records r JOIN subscriptions s ON s.id = r.subscription_id
      WHERE r.staff_id = NEW.id GROUP BY s.client_id;
  ELSE
    -- A row of the subscription's own: extras, extension, return booking, condition record, unit.
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.subscription_id IS DISTINCT FROM NEW.subscription_id) THEN
      PERFORM subscription_view_bump_subscription(OLD.subscription_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM subscription_view_bump_subscription(NEW.subscription_id); END IF;
  END IF;
  RETURN NULL;
END
$$;
