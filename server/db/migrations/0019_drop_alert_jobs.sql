-- Items approved before this migration and still waiting in alert_jobs are matched here, by the
-- statement recordMatches runs (server/alerts/queries.ts, its conditions copied as they are at this
-- migration), rather than moved into the job queue: pg-boss creates its schema when the app starts,
-- after the migrations. The alert-digests job sends their digests on its next pass (docs/jobs.md).
insert into alert_matches (search_id, kind, item_id)
select s.id, i.kind, i.id from search_items i join saved_searches s on s.alerts
  and (s.city_key is null and s.purpose is null
    or s.city_key is null and s.purpose = i.purpose
    or s.city_key = i.city_key and s.purpose is null
    or s.city_key = i.city_key and s.purpose = i.purpose)
  and (s.kind is null or s.kind = i.kind)
  and (s.posted_by is null or i.posted_by = any(s.posted_by))
  and (s.min_carpet is null or i.carpet >= s.min_carpet)
  and (s.max_carpet is null or i.carpet <= s.max_carpet)
  and (s.min_carpet_rate is null or i.carpet_rate >= s.min_carpet_rate)
  and (s.max_carpet_rate is null or i.carpet_rate <= s.max_carpet_rate)
  and (s.furnishings is null or i.furnishing = any(s.furnishings))
  and (not s.ready_only or i.ready)
  and (s.possession_month is null or i.ready or i.possession <= s.possession_month)
  and (s.text_patterns is null or i.locality ilike any(s.text_patterns) or i.title ilike any(s.text_patterns))
  and (s.property_types is null or i.property_type = any(s.property_types))
  and ((s.bhks is null and s.bhk_at_least is null) or i.bhks && s.bhks or i.bhk_max >= s.bhk_at_least)
  and (s.min_price is null or (i.priced and i.price >= s.min_price))
  and (s.max_price is null or (i.priced and i.price <= s.max_price))
  and (s.status is null or i.status = s.status)
where (i.kind, i.id) in (select kind, item_id from alert_jobs)
on conflict (search_id, kind, item_id) do nothing;
--> statement-breakpoint
DROP TABLE "alert_jobs" CASCADE;
