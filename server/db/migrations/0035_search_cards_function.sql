-- docs/listings.md#search-cards-function: a search's cards as one function, planned once a connection.
-- Written from server/search/searchCards.ts (cardsFunctionStatement); its test holds the two alike.
CREATE OR REPLACE FUNCTION search_cards_json(ids text[], kinds text[], media_url text)
RETURNS text LANGUAGE plpgsql STABLE AS $cards$
BEGIN
  RETURN (WITH media AS (SELECT media_url AS url),
    page AS (SELECT u.id, u.kind, u.n FROM unnest(ids, kinds) WITH ORDINALITY AS u(id, kind, n))
  SELECT ('[' || coalesce((select string_agg(card, ',' order by n) from (
    select page.n, (select json_strip_nulls(row_to_json(card))::text from (select 
  l.id as "_id", 'listing' as "kind", l.title as "title", l.price as "price", l.purpose as "purpose",
  l.property_type as "propertyType", l.bhk as "bhk", coalesce(l.built_up_area, l.carpet_area, l.plot_area) as "area",
  l.carpet_area as "carpetArea", l.built_up_area as "builtUpArea", l.super_built_up_area as "superBuiltUpArea",
  l.city as "city", l.locality as "locality", l.state as "state",
  (select media.url || ph.card_key from listing_photos ph where ph.listing_id = l.id order by ph.position limit 1)
    as "coverPhoto",
  u.role as "postedByRole", nullif(u.name, '') as "postedByName", to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", to_char(l.confirmed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "confirmedAt",
  coalesce(nullif(l.availability, ''), 'ready to move') as "status") card) as card from page, media, listings l, users u
      where page.kind = 'listing' and l.id = page.id and u.id = l.owner_id
    union all
    select page.n, (select json_strip_nulls(row_to_json(card))::text from (select
  p.id as "_id", 'builder-project' as "kind", p.project_name as "title", priced.price as "price",
  (case when figures.max_price > priced.price then figures.max_price end) as "priceMax", 'sale' as "purpose",
  (case coalesce(p.residential_type, p.commercial_type) when 'villa' then 'villa' when 'flat' then 'flat'
    when 'shops' then 'shop' when 'office' then 'office' when 'shop/office' then 'mixed use' else 'flat' end)
    as "propertyType",
  figures.min_bhk as "bhk", figures.min_area as "area", coalesce(p.location->>'city', '') as "city",
  coalesce(p.location->>'area', '') as "locality", coalesce(p.location->>'state', '') as "state",
  p.rera_number as "reraNumber", coalesce((select media.url || m.card_key from project_media m where m.project_id = p.id and m.kind = 'banner'
    order by m.position limit 1), (select media.url || m.file_key from project_media m where m.project_id = p.id and m.kind = 'additional'
    order by m.position limit 1)) as "coverPhoto",
  'Builder' as "postedByRole", (select nullif(b.company_name, '') from builder_profiles b where b.user_id = p.owner_id) as "postedByName", to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  (case when p.project_status = 'completed' then 'ready to move' else 'under construction' end) as "status",
  nullif(p.project_status, '') as "projectStatus"
  from (select min(price) filter (where price > 0) as min_price,
    max(price) filter (where price > 0) as max_price, min(area) filter (where area > 0) as min_area,
    min(bhk) filter (where bhk > 0) as min_bhk
  from (select price, area, substring(bhk_type from '^[[:space:]]*[+]?([0-9]+)')::float8 as bhk
    from (select (case jsonb_typeof(u->'price') when 'number' then (u->'price')::float8 end) as price, (case jsonb_typeof(u->'area') when 'number' then (u->'area')::float8 end) as area,
      u->>'bhkType' as bhk_type from jsonb_array_elements(coalesce(p.villa_details->'configurations', '[]')) u union all select (case jsonb_typeof(u->'price') when 'number' then (u->'price')::float8 end) as price, (case jsonb_typeof(u->'superBuiltUpArea') when 'number' then (u->'superBuiltUpArea')::float8 end) as area,
      u->>'bhkType' as bhk_type from jsonb_array_elements(coalesce(p.flat_details->'configurations', '[]')) u union all select (case jsonb_typeof(u->'price') when 'number' then (u->'price')::float8 end) as price, (case jsonb_typeof(u->'area') when 'number' then (u->'area')::float8 end) as area,
      u->>'bhkType' as bhk_type from jsonb_array_elements(coalesce(p.shop_details->'types', '[]')) u union all select (case jsonb_typeof(u->'price') when 'number' then (u->'price')::float8 end) as price, (case jsonb_typeof(u->'area') when 'number' then (u->'area')::float8 end) as area,
      u->>'bhkType' as bhk_type from jsonb_array_elements(coalesce(p.office_details->'types', '[]')) u union all select (case jsonb_typeof(u->'price') when 'number' then (u->'price')::float8 end) as price, (case jsonb_typeof(u->'area') when 'number' then (u->'area')::float8 end) as area,
      u->>'bhkType' as bhk_type from jsonb_array_elements(coalesce(p.mixed_use_details->'shopTypes', '[]')) u union all select (case jsonb_typeof(u->'price') when 'number' then (u->'price')::float8 end) as price, (case jsonb_typeof(u->'area') when 'number' then (u->'area')::float8 end) as area,
      u->>'bhkType' as bhk_type from jsonb_array_elements(coalesce(p.mixed_use_details->'officeTypes', '[]')) u) unit) units) figures, lateral (select coalesce(p.expected_price, figures.min_price, 0) as price) priced) card) from page, media, builder_projects p
      where page.kind = 'builder-project' and p.id = page.id) cards), '') || ']'));
END
$cards$;
