/**
 * The answers of the go-live REST routes (includes/Admin/GoLiveController.php).
 */

/** One line of the readiness list: ok, to do, or not knowable here (null). */
export interface ReadinessItem {
	label: string;
	ok: boolean | null;
	text?: string;
	todo?: string;
	warning?: string;
	last_verified?: { at: number; type: string } | null;
	last_failed?: { at: number; type: string } | null;
	arrived_at?: number;
}

/** `GET /vitrine/v1/provider/go-live`. */
export interface Readiness {
	environment: string;
	connected: boolean;
	capabilities: string[];
	checked_at: number;
	webhook_url: string;
	event_types: string[];
	items: Record< string, ReadinessItem >;
}

/** A step's answer (connect, check, webhook, test, disconnect). */
export interface StepAnswer {
	ok?: boolean;
	message?: string;
	readiness: Readiness;
}

/** What the settings page gives the screen (data-config of its element). */
export interface GoLiveConfig {
	readiness: Readiness;
}
