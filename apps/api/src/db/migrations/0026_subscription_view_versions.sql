-- Custom migration (docs/decisions/063): a version per client of what subscription/info/ shows, raised in
-- the transaction of every write to the rows that answer is drawn from, so that an api process may keep
-- the answer it built and check it with one primary-key read. The catalogue's part (models, gadgets,
-- extras, offices, delivery fees) is versioned by catalog_version (0016). Written by hand: drizzle-kit
-- does not model functions or triggers; read only by src/modules/subscriptions/repository.ts (viewVersions).
--
-- The triggers are deferred constraint triggers: the version row is locked when the transaction
-- commits, after everything else it locks, so waiting for it never closes a cycle of locks (a deadlock)
-- with another transaction's rows. A client without a row is at version 0. No foreign key: a row is
-- written at commit, when its client may have been deleted in the same transaction.
CREATE TABLE "subscription_view_versions" (
	"client_id" integer PRIMARY KEY,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION subscription_view_bump(client integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO subscription_view_versions (client_id, version) VALUES ($1, 1)
  ON CONFLICT (client_id) DO UPDATE SET version = subscription_view_versions.version + 1
$$;
--> statement-breakpoint
CREATE FUNCTION subscription_view_bump_subscription(subscription integer) RETURNS void LANGUAGE sql AS $$
  SELECT subscription_view_bump(client_id) FROM subscriptions WHERE id = $1
$$;
--> statement-breakpoint
CREATE FUNCTION subscription_view_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME IN ('subscriptions', 'payments') THEN
    IF TG_OP <> 'INSERT' THEN PERFORM subscription_view_bump(OLD.client_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM subscription_view_bump(NEW.client_id); END IF;
  ELSIF TG_TABLE_NAME = 'condition_photos' THEN
    IF TG_OP <> 'INSERT' THEN
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
    IF TG_OP <> 'INSERT' THEN PERFORM subscription_view_bump_subscription(OLD.subscription_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM subscription_view_bump_subscription(NEW.subscription_id); END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER subscriptions_view_written AFTER INSERT OR DELETE ON subscriptions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION subscription_view_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER subscriptions_view_changed AFTER UPDATE ON subscriptions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW)
  EXECUTE FUNCTION subscription_view_changed();
--> statement-breakpoint
-- The monthly payments the answer lists (their due day, status and amount: late months, docs/decisions/053).
CREATE CONSTRAINT TRIGGER payments_view_inserted AFTER INSERT ON payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.type = 'subscription')
  EXECUTE FUNCTION subscription_view_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payments_view_deleted AFTER DELETE ON payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.type = 'subscription')
  EXECUTE FUNCTION subscription_view_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payments_view_changed AFTER UPDATE ON payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.type = 'subscription' OR NEW.type = 'subscription')
    AND (OLD.type, OLD.status, OLD.amount, OLD.due_at, OLD.period, OLD.subscription_id, OLD.client_id)
      IS DISTINCT FROM (NEW.type, NEW.status, NEW.amount, NEW.due_at, NEW.period, NEW.subscription_id, NEW.client_id))
  EXECUTE FUNCTION subscription_view_changed();
--> statement-breakpoint
-- The day an expected unit reserved for an order arrives (docs/decisions/051).
CREATE CONSTRAINT TRIGGER device_units_view_inserted AFTER INSERT ON device_units
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.subscription_id IS NOT NULL)
  EXECUTE FUNCTION subscription_view_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER device_units_view_deleted AFTER DELETE ON device_units
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.subscription_id IS NOT NULL)
  EXECUTE FUNCTION subscription_view_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER device_units_view_changed AFTER UPDATE ON device_units
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.subscription_id, OLD.state, OLD.available_from)
    IS DISTINCT FROM (NEW.subscription_id, NEW.state, NEW.available_from))
  EXECUTE FUNCTION subscription_view_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER subscription_extras_view_changed AFTER INSERT OR UPDATE OR DELETE ON subscription_extras
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION subscription_view_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER subscription_extensions_view_changed AFTER INSERT OR UPDATE OR DELETE ON subscription_extensions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION subscription_view_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER return_bookings_view_changed AFTER INSERT OR UPDATE OR DELETE ON return_bookings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION subscription_view_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER condition_records_view_changed AFTER INSERT OR UPDATE OR DELETE ON condition_records
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION subscription_view_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER condition_photos_view_changed AFTER INSERT OR UPDATE OR DELETE ON condition_photos
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION subscription_view_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER staff_view_changed AFTER UPDATE ON staff
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION subscription_view_changed();
