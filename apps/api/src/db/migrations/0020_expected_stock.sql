-- Expected stock (issue 30, docs/decisions/051): the day a unit not yet delivered arrives. An available
-- unit with a later day makes its model orderable with the hand-over from that day; null (or a day gone
-- by) is a unit here now, so every existing unit stays as it is.
ALTER TABLE "device_units" ADD COLUMN "available_from" date;
