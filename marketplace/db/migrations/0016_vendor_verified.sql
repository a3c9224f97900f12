-- Written by hand (issue 30, decision 046): vendors the marketplace has checked carry a verified
-- mark on their store and product pages. Existing vendors start unverified; the seed sets it.
ALTER TABLE "vendors" ADD COLUMN IF NOT EXISTS "verified" boolean NOT NULL DEFAULT false;
