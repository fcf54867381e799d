-- Custom migration (docs/decisions/063, "payment/list/"): a client's version now also covers what the
-- payments page shows, so payment/list/'s answers are kept like subscription/info/'s. It is raised by every
-- payment of the client, whatever its type (a delivery, an insurance payment, a claim's), by the columns
-- the page shows (status, amount, the day paid, the card, the refunded part), by a payment's lines and by
-- a card's masked number. Writes that change nothing shown (a payment's tries) still raise nothing.
CREATE OR REPLACE FUNCTION subscription_view_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME IN ('subscriptions', 'payments', 'cards') THEN
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.client_id IS DISTINCT FROM NEW.client_id) THEN
      PERFORM subscription_view_bump(OLD.client_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM subscription_view_bump(NEW.client_id); END IF;
  ELSIF TG_TABLE_NAME = 'payment_lines' THEN
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.payment_id IS DISTINCT FROM NEW.payment_id) THEN
      PERFORM subscription_view_bump(client_id) FROM payments WHERE id = OLD.payment_id;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM subscription_view_bump(client_id) FROM payments WHERE id = NEW.payment_id;
    END IF;
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
--> statement-breakpoint
DROP TRIGGER payments_view_inserted ON payments;
--> statement-breakpoint
DROP TRIGGER payments_view_deleted ON payments;
--> statement-breakpoint
DROP TRIGGER payments_view_changed ON payments;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payments_view_inserted AFTER INSERT ON payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION subscription_view_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payments_view_deleted AFTER DELETE ON payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION subscription_view_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payments_view_changed AFTER UPDATE ON payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.type, OLD.status, OLD.amount, OLD.due_at, OLD.period, OLD.subscription_id, OLD.client_id,
      OLD.paid_at, OLD.card_id, OLD.refunded_amount)
    IS DISTINCT FROM (NEW.type, NEW.status, NEW.amount, NEW.due_at, NEW.period, NEW.subscription_id, NEW.client_id,
      NEW.paid_at, NEW.card_id, NEW.refunded_amount))
  EXECUTE FUNCTION subscription_view_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payment_lines_view_inserted AFTER INSERT ON payment_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION subscription_view_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payment_lines_view_deleted AFTER DELETE ON payment_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION subscription_view_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payment_lines_view_changed AFTER UPDATE ON payment_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW)
  EXECUTE FUNCTION subscription_view_changed();
--> statement-breakpoint
-- The masked number a payment shows; a card is never deleted (payments keep it).
CREATE CONSTRAINT TRIGGER cards_view_changed AFTER UPDATE ON cards
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.masked_pan, OLD.client_id) IS DISTINCT FROM (NEW.masked_pan, NEW.client_id))
  EXECUTE FUNCTION subscription_view_changed();
