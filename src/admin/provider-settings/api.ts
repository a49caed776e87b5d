/**
 * The one typed client of the provider settings' REST routes (§7.3:
 * api-fetch with WordPress' nonce and root middlewares, which wp-admin
 * sets up): the settings endpoint and the go-live steps.
 */
/**
 * Internal dependencies
 */
import { restFetch } from '../../shared/rest';
import type {
	SaveAnswer,
	SettingsAnswer,
	SettingsValues,
	StepAnswer,
} from './types';

const BASE = '/vitrine/v1/provider/';

/** The go-live steps, each one route. */
export const STEPS = {
	check: { path: 'connection/check', method: 'POST' },
	webhook: { path: 'webhook', method: 'POST' },
	test: { path: 'webhook/test', method: 'POST' },
	disconnect: { path: 'connection', method: 'DELETE' },
} as const;

export type Step = keyof typeof STEPS;

/**
 * `GET /provider/settings`.
 *
 * @return The settings (never the secret), the readiness list.
 */
export function readSettings(): Promise< SettingsAnswer > {
	return restFetch< SettingsAnswer >( { path: BASE + 'settings' } );
}

/**
 * `POST /provider/settings` with the changed settings only.
 *
 * @param changes Key → new value.
 * @return The stored settings, the German message and warnings.
 */
export function saveSettings(
	changes: Partial< SettingsValues >
): Promise< SaveAnswer > {
	return restFetch< SaveAnswer >( {
		path: BASE + 'settings',
		method: 'POST',
		data: changes,
	} );
}

/**
 * One go-live step.
 *
 * @param step The step.
 * @return Its German message and the readiness list.
 */
export function runStep( step: Step ): Promise< StepAnswer > {
	return restFetch< StepAnswer >( {
		path: BASE + STEPS[ step ].path,
		method: STEPS[ step ].method,
	} );
}
