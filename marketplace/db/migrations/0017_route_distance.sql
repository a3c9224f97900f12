-- Written by hand (issue 38, decision 053): a route's distance between the two states' capitals,
-- from which its fee and window follow, kept beside them for "nearest first". Null until the
-- startup's reference data (db/reference-data.ts) writes the rows of the rule.
ALTER TABLE "delivery_routes" ADD COLUMN IF NOT EXISTS "distance_km" integer;
