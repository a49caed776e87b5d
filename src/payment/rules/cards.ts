/**
 * Card rules (§4.10, §3.9, §5.4, §8.2), pure: which renderer the card
 * fields use, the legacy form's state and its submit error, the newer
 * fields' failure message, the cardholder name and the submit options.
 */

/** §4.10: the three ways of rendering card fields. */
export type CardRenderer =
	| 'card-fields'
	| 'card-fields-vault'
	| 'hosted-fields';

/** What the renderer choice looks at. */
export interface RendererFacts {
	/** The SDK offers the newer card fields (`CardFields` in the namespace). */
	cardFieldsAvailable: boolean;
	/** The SDK offers the legacy hosted fields (`HostedFields`). */
	hostedFieldsAvailable: boolean;
	/** The shop owner forces the legacy fields (setting). */
	forceLegacy: boolean;
	/** §3.11 is_free_trial_cart. */
	isFreeTrialCart: boolean;
	/** §3.11 user.has_wc_card_payment_tokens. */
	hasSavedCards: boolean;
	/** The caller saves a card without paying (vault-setup mode). */
	vaultOnly?: boolean;
}

/**
 * §4.10 renderer choice: the newer card fields when the SDK offers them —
 * the vault-setup variant when the cart is a free trial and the user has no
 * saved card (or the caller only saves a card), else the standard ones —
 * otherwise the legacy hosted fields; null when neither is offered (or a
 * card must be saved and only the legacy fields exist, which cannot save
 * without a payment). The shop's setting forcing the legacy fields wins.
 *
 * @param facts What the page and the SDK offer.
 */
export function chooseRenderer( facts: RendererFacts ): CardRenderer | null {
	const newer = facts.cardFieldsAvailable && ! facts.forceLegacy;
	if ( newer ) {
		if (
			facts.vaultOnly ||
			( facts.isFreeTrialCart && ! facts.hasSavedCards )
		) {
			return 'card-fields-vault';
		}
		return 'card-fields';
	}
	if ( facts.vaultOnly ) {
		return null;
	}
	return facts.hostedFieldsAvailable ? 'hosted-fields' : null;
}

/** §3.9 legacy field names. */
export type LegacyField = 'number' | 'cvv' | 'expirationDate';

export const LEGACY_FIELDS: LegacyField[] = [
	'number',
	'cvv',
	'expirationDate',
];

/** One field's state as the legacy hosted fields report it. */
export interface LegacyFieldState {
	isEmpty: boolean;
	isValid: boolean;
}

/** The legacy hosted fields' state event (cards detected, fields). */
export interface LegacyState {
	cards?: Array< { type: string } >;
	fields?: Partial< Record< LegacyField, LegacyFieldState > >;
}

/** §3.9 legacy card form state. */
export interface LegacyFormState {
	cardValid: boolean;
	formValid: boolean;
	emptyFields: LegacyField[];
}

/** §3.9: the state before anything is typed. */
export const INITIAL_LEGACY_STATE: LegacyFormState = {
	cardValid: false,
	formValid: false,
	emptyFields: [ ...LEGACY_FIELDS ],
};

/**
 * §4.10: a detected card type as the shop names it: american-express →
 * amex, other types without their hyphen (master-card → mastercard).
 *
 * @param type The hosted fields' card type.
 */
export function cardTypeName( type: string ): string {
	return type === 'american-express' ? 'amex' : type.replace( /-/g, '' );
}

/**
 * §4.10: the card-type CSS class, only when exactly one type is detected.
 *
 * @param cards Detected cards.
 * @return The class name, or null.
 */
export function cardTypeClass(
	cards: Array< { type: string } > | undefined
): string | null {
	return cards?.length === 1 ? cardTypeName( cards[ 0 ].type ) : null;
}

/**
 * §4.10 / §3.9: cardValid when the one detected type is in valid_cards,
 * formValid when every field is valid, the empty-field set from number,
 * cvv, expirationDate (a field not reported yet counts as empty).
 *
 * @param state      The hosted fields' state.
 * @param validCards §3.11 hosted_fields.valid_cards.
 */
export function legacyFormState(
	state: LegacyState,
	validCards: string[]
): LegacyFormState {
	const type = cardTypeClass( state.cards );
	const fields = state.fields ?? {};
	return {
		cardValid: type !== null && validCards.includes( type ),
		formValid: LEGACY_FIELDS.every( ( f ) => !! fields[ f ]?.isValid ),
		emptyFields: LEGACY_FIELDS.filter(
			( f ) => ! fields[ f ] || fields[ f ]?.isEmpty
		),
	};
}

/** §3.11 hosted_fields.labels as the rules use them. */
export interface CardLabels {
	fields_empty: string;
	fields_not_valid: string;
	card_not_supported: string;
}

/**
 * §5.4: the legacy submit needs a valid form and a supported card; the
 * error in the spec's order: any empty field → fields_empty, unsupported
 * type → card_not_supported, an invalid field → fields_not_valid,
 * otherwise the generic error.
 *
 * @param form    §3.9 state.
 * @param labels  Card labels.
 * @param generic labels.error.generic.
 * @return The message, or null when the form may be submitted.
 */
export function legacySubmitError(
	form: LegacyFormState,
	labels: CardLabels,
	generic: string
): string | null {
	if ( form.formValid && form.cardValid ) {
		return null;
	}
	if ( form.emptyFields.length ) {
		return labels.fields_empty;
	}
	if ( ! form.cardValid ) {
		return labels.card_not_supported;
	}
	if ( ! form.formValid ) {
		return labels.fields_not_valid;
	}
	return generic;
}

/** A failure as the legacy submit may see it (server answer or SDK error). */
export interface CardFailure {
	data?: {
		details?: Array< { issue?: string; description?: string } >;
		errors?: unknown;
		message?: unknown;
	};
	details?: Array< { issue?: string; description?: string } >;
	errors?: unknown;
	message?: unknown;
	type?: string;
}

const detailLines = ( details: CardFailure[ 'details' ] ): string | null =>
	Array.isArray( details ) && details.length
		? details
				.map( ( d ) =>
					[ d?.issue, d?.description ].filter( Boolean ).join( ' ' )
				)
				.join( '\n' )
		: null;

const listOf = ( errors: unknown ): string | null =>
	Array.isArray( errors ) && errors.length
		? errors.map( String ).join( '\n' )
		: null;

const text = ( value: unknown ): string | null =>
	typeof value === 'string' && value !== '' ? value : null;

/**
 * §8.2: the legacy card submit's failure message, the first present of
 * data.details ('issue description', one per line), details the same
 * way, the data.errors list, data.message, message, the generic error.
 *
 * @param failure What failed.
 * @param generic labels.error.generic.
 */
export function legacyFailureMessage(
	failure: CardFailure | null | undefined,
	generic: string
): string {
	const f = failure ?? {};
	return (
		detailLines( f.data?.details ) ??
		detailLines( f.details ) ??
		listOf( f.data?.errors ) ??
		text( f.data?.message ) ??
		text( f.message ) ??
		generic
	);
}

/**
 * §8.2 newer card fields: a failure raised as 'create-order-error' has
 * shown its own message (null: show nothing more); any other shows
 * fields_not_valid.
 *
 * @param failure What failed.
 * @param labels  Card labels.
 */
export function cardFieldsFailureMessage(
	failure: { type?: string } | null | undefined,
	labels: Pick< CardLabels, 'fields_not_valid' >
): string | null {
	return failure?.type === 'create-order-error'
		? null
		: labels.fields_not_valid;
}

/**
 * §5.4 cardholder name: the payer's given name and surname, else the
 * billing first and last name ('' when neither is known).
 *
 * @param payer   §3.11 payer.
 * @param billing The form's billing_first_name / billing_last_name.
 */
export function cardholderName(
	payer: { name?: { given_name?: string; surname?: string } } | null,
	billing: Record< string, string | undefined >
): string {
	const join = ( a?: string, b?: string ) =>
		[ a, b ]
			.map( ( s ) => ( s ?? '' ).trim() )
			.filter( Boolean )
			.join( ' ' );
	return (
		join( payer?.name?.given_name, payer?.name?.surname ) ||
		join( billing.billing_first_name, billing.billing_last_name )
	);
}

/** §9.3: the contingency setting that sends none. */
export const NO_3D_SECURE = 'NO_3D_SECURE';

/**
 * §5.4: the 3-D Secure contingency is sent unless the setting is
 * NO_3D_SECURE.
 *
 * @param contingency §3.11 hosted_fields.contingency.
 */
export function contingencies( contingency: string ): string[] {
	return contingency && contingency !== NO_3D_SECURE ? [ contingency ] : [];
}

/** §3.9 card submit options. */
export interface CardSubmitOptions {
	vault: boolean;
	contingencies: string[];
	cardholderName: string;
}

/**
 * §3.9 / §5.4: the submit options of either renderer.
 *
 * @param facts             What decides them.
 * @param facts.vault       The shopper saves the card (checkbox, forced on §4.5).
 * @param facts.contingency §3.11 hosted_fields.contingency.
 * @param facts.payer       §3.11 payer.
 * @param facts.billing     The billing name fields.
 */
export function submitOptions( facts: {
	vault: boolean;
	contingency: string;
	payer: { name?: { given_name?: string; surname?: string } } | null;
	billing: Record< string, string | undefined >;
} ): CardSubmitOptions {
	return {
		vault: facts.vault,
		contingencies: contingencies( facts.contingency ),
		cardholderName: cardholderName( facts.payer, facts.billing ),
	};
}

/** §9.3: the saved-card select's value for a new card. */
export const NEW_CARD = 'new';

/**
 * §4.10: a saved card token other than "new" is chosen (pay then simply
 * submits the shop's order form).
 *
 * @param value The select's value.
 */
export function paysWithSavedCard( value: string | null | undefined ): boolean {
	return !! value && value !== NEW_CARD;
}
