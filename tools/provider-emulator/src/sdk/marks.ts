/**
 * The Marks component (installed with the buttons component, as the
 * provider does).
 */
/**
 * Internal dependencies
 */
import type { Any } from './config';
import { resolveContainer, type Sdk } from './sdk';

/**
 * paypal.Marks( options ): the funding source's mark.
 *
 * @param sdk     The booted SDK.
 * @param options The shop's options (fundingSource).
 */
export function Marks( sdk: Sdk, options: Any = {} ) {
	return {
		isEligible: () =>
			! options.fundingSource ||
			sdk.sources.includes( options.fundingSource ),
		render: ( container: Any ) => {
			resolveContainer( container ).textContent = 'PayPal';
			return Promise.resolve();
		},
	};
}
