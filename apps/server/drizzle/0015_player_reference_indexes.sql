CREATE INDEX "flights_marker_idx" ON "flights" USING btree ("marker_player_id");--> statement-breakpoint
CREATE INDEX "award_overrides_player_idx" ON "award_overrides" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "prize_rules_manual_winner_idx" ON "prize_rules" USING btree ("manual_winner_player_id");