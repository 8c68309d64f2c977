CREATE TABLE `form_fields` (
	`tenant_id` integer NOT NULL,
	`form_id` integer NOT NULL,
	`key` text NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`required` integer DEFAULT false NOT NULL,
	`max_length` integer,
	`max_quantity` integer,
	`is_email_field` integer DEFAULT false NOT NULL,
	`options` text NOT NULL,
	`conditions` text NOT NULL,
	`default_value` text,
	`show_current_date` integer DEFAULT false NOT NULL,
	`rank` integer NOT NULL,
	`html` text,
	PRIMARY KEY(`tenant_id`, `form_id`, `key`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`form_id`) REFERENCES `forms`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `form_submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` integer NOT NULL,
	`form_id` integer NOT NULL,
	`idempotency_key` text,
	`request_hash` text NOT NULL,
	`values` text NOT NULL,
	`other` text NOT NULL,
	`email` text,
	`quantity` integer,
	`coupon_code` text,
	`total_cents` integer,
	`received_at` text NOT NULL,
	`response` text NOT NULL,
	`seeded` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`form_id`) REFERENCES `forms`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `form_submissions_form` ON `form_submissions` (`tenant_id`,`form_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `form_submissions_idempotency` ON `form_submissions` (`tenant_id`,`form_id`,`idempotency_key`) WHERE "form_submissions"."idempotency_key" is not null;--> statement-breakpoint
CREATE TABLE `forms` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`access` text NOT NULL,
	`access_code_hash` text,
	`payment_enabled` integer DEFAULT false NOT NULL,
	`payment_form_type` text,
	`payment_amount_cents` integer,
	`payment_max_quantity` integer,
	`payment_quantity_field` text,
	`coupon_amount_cents` integer,
	`coupon_codes` text NOT NULL,
	`email_field` text,
	`is_multi_recipient` integer DEFAULT false NOT NULL,
	`is_sport_specific` integer DEFAULT false NOT NULL,
	`thank_you_text` text NOT NULL,
	`start_date` text,
	`expiration_date` text,
	`closed_message` text NOT NULL,
	`max_submissions` integer,
	`custom_css` text,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
