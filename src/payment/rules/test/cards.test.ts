/**
 * Internal dependencies
 */
import {
	INITIAL_LEGACY_STATE,
	cardFieldsFailureMessage,
	cardTypeClass,
	cardholderName,
	chooseRenderer,
	contingencies,
	legacyFailureMessage,
	legacyFormState,
	legacySubmitError,
	paysWithSavedCard,
	submitOptions,
} from '../cards';

const VALID = [ 'visa', 'mastercard', 'amex', 'discover' ];
const LABELS = {
	fields_empty: 'leer',
	fields_not_valid: 'ungültig',
	card_not_supported: 'nicht unterstützt',
};
const ok = { isEmpty: false, isValid: true };
const bad = { isEmpty: false, isValid: false };
const empty = { isEmpty: true, isValid: false };
const facts = {
	cardFieldsAvailable: true,
	hostedFieldsAvailable: true,
	forceLegacy: false,
	isFreeTrialCart: false,
	hasSavedCards: false,
};

describe( '§4.10 renderer choice', () => {
	it( 'uses the standard card fields when the SDK offers them', () => {
		expect( chooseRenderer( facts ) ).toBe( 'card-fields' );
	} );
	it( 'uses the vault-setup variant on a free-trial cart without saved cards', () => {
		expect( chooseRenderer( { ...facts, isFreeTrialCart: true } ) ).toBe(
			'card-fields-vault'
		);
	} );
	it( 'uses the standard fields on a free-trial cart when the user has a saved card', () => {
		expect(
			chooseRenderer( {
				...facts,
				isFreeTrialCart: true,
				hasSavedCards: true,
			} )
		).toBe( 'card-fields' );
	} );
	it( 'falls back to the legacy hosted fields without the newer ones', () => {
		expect(
			chooseRenderer( { ...facts, cardFieldsAvailable: false } )
		).toBe( 'hosted-fields' );
	} );
	it( 'uses the legacy hosted fields when the shop forces them', () => {
		expect( chooseRenderer( { ...facts, forceLegacy: true } ) ).toBe(
			'hosted-fields'
		);
	} );
	it( 'renders nothing when neither is offered', () => {
		expect(
			chooseRenderer( {
				...facts,
				cardFieldsAvailable: false,
				hostedFieldsAvailable: false,
			} )
		).toBeNull();
	} );
	it( 'saving a card without payment needs the newer fields', () => {
		expect( chooseRenderer( { ...facts, vaultOnly: true } ) ).toBe(
			'card-fields-vault'
		);
		expect(
			chooseRenderer( { ...facts, vaultOnly: true, forceLegacy: true } )
		).toBeNull();
	} );
} );

describe( '§4.10 / §3.9 legacy form state', () => {
	it( 'starts with number, cvv and expirationDate empty and nothing valid', () => {
		expect( INITIAL_LEGACY_STATE ).toEqual( {
			cardValid: false,
			formValid: false,
			emptyFields: [ 'number', 'cvv', 'expirationDate' ],
		} );
		expect( legacyFormState( {}, VALID ) ).toEqual( INITIAL_LEGACY_STATE );
	} );
	it( 'loses each field from the empty set as it is filled', () => {
		const state = legacyFormState(
			{ fields: { number: ok, cvv: empty, expirationDate: bad } },
			VALID
		);
		expect( state.emptyFields ).toEqual( [ 'cvv' ] );
		expect( state.formValid ).toBe( false );
	} );
	it( 'formValid only when all fields are valid', () => {
		expect(
			legacyFormState(
				{ fields: { number: ok, cvv: ok, expirationDate: ok } },
				VALID
			).formValid
		).toBe( true );
	} );
	it( 'cardValid when the detected type is in valid_cards (american-express as amex)', () => {
		expect(
			legacyFormState(
				{ cards: [ { type: 'american-express' } ] },
				VALID
			).cardValid
		).toBe( true );
		expect(
			legacyFormState( { cards: [ { type: 'master-card' } ] }, VALID )
				.cardValid
		).toBe( true );
		expect(
			legacyFormState( { cards: [ { type: 'jcb' } ] }, VALID ).cardValid
		).toBe( false );
	} );
	it( 'shows a card-type class only for exactly one detected type', () => {
		expect( cardTypeClass( [ { type: 'american-express' } ] ) ).toBe(
			'amex'
		);
		expect( cardTypeClass( [ { type: 'master-card' } ] ) ).toBe(
			'mastercard'
		);
		expect( cardTypeClass( [ { type: 'visa' } ] ) ).toBe( 'visa' );
		expect(
			cardTypeClass( [ { type: 'visa' }, { type: 'master-card' } ] )
		).toBeNull();
		expect( cardTypeClass( [] ) ).toBeNull();
	} );
} );

describe( '§5.4 legacy submit errors in order', () => {
	it( 'an empty field comes first: fields_empty', () => {
		expect(
			legacySubmitError(
				{ cardValid: false, formValid: false, emptyFields: [ 'cvv' ] },
				LABELS,
				'g'
			)
		).toBe( 'leer' );
	} );
	it( 'then an unsupported type: card_not_supported', () => {
		expect(
			legacySubmitError(
				{ cardValid: false, formValid: false, emptyFields: [] },
				LABELS,
				'g'
			)
		).toBe( 'nicht unterstützt' );
	} );
	it( 'then an invalid field: fields_not_valid', () => {
		expect(
			legacySubmitError(
				{ cardValid: true, formValid: false, emptyFields: [] },
				LABELS,
				'g'
			)
		).toBe( 'ungültig' );
	} );
	it( 'a valid form with a supported card may be submitted', () => {
		expect(
			legacySubmitError(
				{ cardValid: true, formValid: true, emptyFields: [] },
				LABELS,
				'g'
			)
		).toBeNull();
	} );
} );

describe( '§8.2 failure messages', () => {
	it( 'legacy: data.details first, as "issue description" lines', () => {
		expect(
			legacyFailureMessage(
				{
					data: {
						details: [
							{
								issue: 'CARD_EXPIRED',
								description: 'abgelaufen',
							},
							{ issue: 'X', description: 'y' },
						],
						message: 'm',
					},
					message: 'n',
				},
				'g'
			)
		).toBe( 'CARD_EXPIRED abgelaufen\nX y' );
	} );
	it( 'legacy: then details, data.errors, data.message, message, generic', () => {
		expect(
			legacyFailureMessage(
				{ details: [ { issue: 'A', description: 'b' } ] },
				'g'
			)
		).toBe( 'A b' );
		expect(
			legacyFailureMessage(
				{ data: { errors: [ 'e1', 'e2' ] }, message: 'm' },
				'g'
			)
		).toBe( 'e1\ne2' );
		expect(
			legacyFailureMessage(
				{ data: { message: 'dm' }, message: 'm' },
				'g'
			)
		).toBe( 'dm' );
		expect( legacyFailureMessage( { message: 'm' }, 'g' ) ).toBe( 'm' );
		expect( legacyFailureMessage( {}, 'g' ) ).toBe( 'g' );
		expect( legacyFailureMessage( null, 'g' ) ).toBe( 'g' );
	} );
	it( 'newer fields: a create-order-error is not shown again', () => {
		expect(
			cardFieldsFailureMessage( { type: 'create-order-error' }, LABELS )
		).toBeNull();
	} );
	it( 'newer fields: any other failure shows fields_not_valid', () => {
		expect(
			cardFieldsFailureMessage(
				{ message: 'x' } as { type?: string },
				LABELS
			)
		).toBe( 'ungültig' );
		expect( cardFieldsFailureMessage( undefined, LABELS ) ).toBe(
			'ungültig'
		);
	} );
} );

describe( '§5.4 cardholder name and submit options', () => {
	it( "takes the payer's given name and surname", () => {
		expect(
			cardholderName(
				{ name: { given_name: 'Erika', surname: 'Muster' } },
				{ billing_first_name: 'A', billing_last_name: 'B' }
			)
		).toBe( 'Erika Muster' );
	} );
	it( 'else the billing first and last name', () => {
		expect(
			cardholderName( null, {
				billing_first_name: ' Anna ',
				billing_last_name: 'Beispiel',
			} )
		).toBe( 'Anna Beispiel' );
		expect(
			cardholderName(
				{ name: { given_name: '', surname: '' } },
				{ billing_first_name: 'Anna', billing_last_name: 'B' }
			)
		).toBe( 'Anna B' );
	} );
	it( 'sends the 3-D Secure contingency unless the setting is NO_3D_SECURE', () => {
		expect( contingencies( 'SCA_WHEN_REQUIRED' ) ).toEqual( [
			'SCA_WHEN_REQUIRED',
		] );
		expect( contingencies( 'SCA_ALWAYS' ) ).toEqual( [ 'SCA_ALWAYS' ] );
		expect( contingencies( 'NO_3D_SECURE' ) ).toEqual( [] );
		expect( contingencies( '' ) ).toEqual( [] );
	} );
	it( 'builds the §3.9 submit options', () => {
		expect(
			submitOptions( {
				vault: true,
				contingency: 'SCA_ALWAYS',
				payer: null,
				billing: { billing_first_name: 'A', billing_last_name: 'B' },
			} )
		).toEqual( {
			vault: true,
			contingencies: [ 'SCA_ALWAYS' ],
			cardholderName: 'A B',
		} );
	} );
} );

describe( '§4.10 saved card', () => {
	it( 'a saved token other than "new" pays by submitting the form', () => {
		expect( paysWithSavedCard( '17' ) ).toBe( true );
		expect( paysWithSavedCard( 'new' ) ).toBe( false );
		expect( paysWithSavedCard( '' ) ).toBe( false );
		expect( paysWithSavedCard( null ) ).toBe( false );
	} );
} );
