CREATE TABLE `staff_accounts` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`email` text NOT NULL,
	`display_name` text NOT NULL,
	`password_hash` text NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_accounts_email` ON `staff_accounts` (`tenant_id`,`email`);--> statement-breakpoint
CREATE TABLE `staff_sessions` (
	`tenant_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`account_id` integer NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`tenant_id`, `token_hash`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`account_id`) REFERENCES `staff_accounts`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `staff_sessions_expiry` ON `staff_sessions` (`tenant_id`,`expires_at`);