-- Written by hand (issue 38, decisions 053 and 054): lists order products by their route to the
-- shopper, so a route that changes moves the catalog version as a product does, and every API
-- replica drops the answers it kept. Per row, so that a start whose routes are current (the
-- startup's upsert changes no row) moves nothing.
CREATE TRIGGER delivery_routes_catalog_version AFTER INSERT OR UPDATE OR DELETE ON delivery_routes
  FOR EACH ROW EXECUTE FUNCTION bump_catalog_version();
