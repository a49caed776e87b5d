/**
 * What the emulator's mobile wallets share in the browser: the emulator
 * calls they make, the test cards their sheets offer, and the payer the
 * sheets hand over (the stand-ins have no real wallet to read one from).
 */

/* eslint-disable @typescript-eslint/no-explicit-any */
type Any = any;

/** A call to the emulator: GET, or POST with a JSON body; rejects with the provider's error. */
export type EmulatorCall = ( path: string, body?: unknown ) => Promise< Any >;

/** The emulator's wallet eligibility (`GET /sdk/wallets/config`). */
export interface WalletEligibility {
	/** The provider offers the wallet to this merchant. */
	merchant: boolean;
	/** The browser/device stand-in can pay. */
	device: boolean;
}

/** `GET /sdk/wallets/config`. */
export interface WalletsState {
	applepay: WalletEligibility;
	googlepay: WalletEligibility;
	merchantCountry: string;
}

/** Cards the sheets offer (the emulator's test cards). */
export const WALLET_CARDS = [
	{ id: '4111111111111111', label: 'Visa •••• 1111', network: 'VISA' },
	{
		id: '4000000000000002',
		label: 'Visa •••• 0002 (wird abgelehnt)',
		network: 'VISA',
	},
	{
		id: '4000000000003220',
		label: 'Visa •••• 3220 (verlangt 3-D Secure)',
		network: 'VISA',
	},
];

/** The test payer the sheets hand over as billing contact. */
export const SHEET_PAYER = {
	givenName: 'Erika',
	familyName: 'Mustermann',
	emailAddress: 'erika@example.org',
	addressLines: [ 'Heidestraße 17' ],
	locality: 'Köln',
	postalCode: '51147',
	countryCode: 'DE',
};

/**
 * The card a sheet's choice names.
 *
 * @param id Card id (its number).
 */
export function walletCard( id: string ) {
	return WALLET_CARDS.find( ( card ) => card.id === id ) ?? WALLET_CARDS[ 0 ];
}

/**
 * A fetch-based emulator call from a base URL.
 *
 * @param base The emulator's origin.
 */
export function emulatorCall( base: string ): EmulatorCall {
	return async ( path, body ) => {
		const response = await fetch( base + path, {
			method: body === undefined ? 'GET' : 'POST',
			headers:
				body === undefined
					? {}
					: { 'Content-Type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify( body ),
		} );
		const answer = await response.json();
		if ( ! response.ok ) {
			throw Object.assign(
				new Error( answer.message ?? String( response.status ) ),
				answer
			);
		}
		return answer;
	};
}
