ALTER TABLE "award_overrides" ADD COLUMN "replaced_player_id" bigint;--> statement-breakpoint
ALTER TABLE "award_overrides" ADD CONSTRAINT "award_overrides_replaced_player_id_players_id_fk" FOREIGN KEY ("replaced_player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "award_overrides_replaced_player_idx" ON "award_overrides" USING btree ("replaced_player_id");--> statement-breakpoint
-- the overrides made before: the player each replaced is the computed winner of its line in the stored awards
UPDATE "award_overrides" AS o SET "replaced_player_id" = (w."line"->>'computedPid')::bigint
FROM "award_snapshots" AS s, jsonb_array_elements(s."winners") AS w("line")
WHERE s."activity_id" = o."activity_id"
  AND w."line"->>'ruleId' = o."rule_id"::text
  AND (w."line"->>'slot')::int = o."slot"
  AND w."line"->>'computedPid' IS NOT NULL
  AND EXISTS (SELECT 1 FROM "players" AS p WHERE p."id" = (w."line"->>'computedPid')::bigint);
