CREATE TABLE `redirects` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`from_path` text NOT NULL,
	`to` text,
	`story_id` integer,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
