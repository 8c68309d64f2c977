CREATE TABLE `shop_products` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`sport_id` integer,
	`title` text NOT NULL,
	`original_price` real NOT NULL,
	`final_price` real NOT NULL,
	`currency` text NOT NULL,
	`image_path` text NOT NULL,
	`image_alt` text NOT NULL,
	`link` text NOT NULL,
	`discount_type` text,
	`amount` real,
	`expiration` text,
	`rank` integer NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`sport_id`) REFERENCES `sports`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `video_playlists` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`sport_id` integer,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`rank` integer NOT NULL,
	`video_ids` text NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`sport_id`) REFERENCES `sports`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
