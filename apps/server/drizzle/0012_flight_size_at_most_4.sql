-- A flight (tee group) has at most 4 players (PRODUCT.md); 5 was accepted before.
UPDATE "activities" SET "flight_size" = 4 WHERE "flight_size" > 4;
