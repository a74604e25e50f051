-- The profile (issue 51 point 12): a subscriber turns a subscription's
-- auto-renewal off (and back on) and changes the address its next issue is
-- delivered to.
--
-- auto_renew: 1 renews at ends_at, 0 ends there. Every subscription so far was
-- sold as renewing, so existing rows read 1; a gift never renews, whatever it
-- holds (machines/rules/account/profileTexts.ts).
-- delivery_address: the address the issues go to, as JSON in the shop's address
-- schema (workers/api/shop/addressSchema.ts, like orders.shipping_address);
-- NULL for a digital plan and for subscriptions from before it was kept.
-- ship_to_country and ship_to_region follow it (the admin's reports read them).

ALTER TABLE subscriptions ADD COLUMN auto_renew INTEGER NOT NULL DEFAULT 1 CHECK (auto_renew IN (0, 1));
ALTER TABLE subscriptions ADD COLUMN delivery_address TEXT;
