/**
 * The members directory's spec rules.
 */
/**
 * Internal dependencies
 */
import {
	cardFields,
	choiceSummary,
	emailParts,
	emptyText,
	paginationVisibility,
	parsePage,
	queryWithState,
	requestQuery,
	stateFromQuery,
	type Member,
} from '../rules';

const empty = { search: '', plans: [], statuses: [], page: 1 };

describe( 'URL state (§2.1, §9.2)', () => {
	it( 'reads search, plans, statuses and page from the query string', () => {
		expect(
			stateFromQuery(
				'?wcm_dir_search=Anna%20B&wcm_dir_plan=3,7&wcm_dir_status=active,paused&wcm_dir_page=2'
			)
		).toEqual( {
			search: 'Anna B',
			plans: [ '3', '7' ],
			statuses: [ 'active', 'paused' ],
			page: 2,
		} );
	} );

	it( 'gives the empty state on page 1 without parameters', () => {
		expect( stateFromQuery( '' ) ).toEqual( empty );
		expect( stateFromQuery( '?wcm_dir_plan=,,' ) ).toEqual( empty );
	} );

	it( 'parses the page number as an integer (§5.1)', () => {
		expect( parsePage( '3' ) ).toBe( 3 );
		expect( parsePage( '3abc' ) ).toBe( 3 );
		expect( parsePage( 'abc' ) ).toBe( 1 );
		expect( parsePage( '-4' ) ).toBe( 1 );
		expect( parsePage( null ) ).toBe( 1 );
	} );

	it( 'omits page 1 and empty values (§9.2)', () => {
		expect( queryWithState( '', empty ) ).toBe( '' );
		expect( queryWithState( '', { ...empty, search: 'x', page: 1 } ) ).toBe(
			'?wcm_dir_search=x'
		);
	} );

	it( 'writes comma-joined plans and statuses and the page, keeping other parameters', () => {
		const query = queryWithState( '?lang=de&wcm_dir_page=4', {
			search: 'Anna',
			plans: [ '3', '7' ],
			statuses: [ 'active', 'free_trial' ],
			page: 2,
		} );
		expect( query ).toBe(
			'?lang=de&wcm_dir_search=Anna&wcm_dir_plan=3%2C7&wcm_dir_status=active%2Cfree_trial&wcm_dir_page=2'
		);
		expect( stateFromQuery( query ) ).toEqual( {
			search: 'Anna',
			plans: [ '3', '7' ],
			statuses: [ 'active', 'free_trial' ],
			page: 2,
		} );
	} );
} );

describe( 'pagination visibility (§4.2)', () => {
	it( 'hides previous on page 1', () => {
		expect( paginationVisibility( 1, 3 ) ).toEqual( {
			pagination: true,
			previous: false,
			next: true,
		} );
	} );

	it( 'hides next at or past the last page', () => {
		expect( paginationVisibility( 3, 3 ).next ).toBe( false );
		expect( paginationVisibility( 5, 3 ).next ).toBe( false );
		expect( paginationVisibility( 2, 3 ) ).toEqual( {
			pagination: true,
			previous: true,
			next: true,
		} );
	} );

	it( 'hides the whole pagination when there are 0 pages', () => {
		expect( paginationVisibility( 1, 0 ) ).toEqual( {
			pagination: false,
			previous: false,
			next: false,
		} );
	} );
} );

describe( 'empty result text (§8.1)', () => {
	const texts = { searchNotFound: 'S', resultsNotFound: 'R' };
	it( 'uses "results not found" without filter or search', () => {
		expect( emptyText( empty, texts ) ).toBe( 'R' );
		expect( emptyText( { ...empty, search: '  ' }, texts ) ).toBe( 'R' );
	} );
	it( 'uses "search not found" with any filter or search', () => {
		expect( emptyText( { ...empty, search: 'x' }, texts ) ).toBe( 'S' );
		expect( emptyText( { ...empty, plans: [ '1' ] }, texts ) ).toBe( 'S' );
		expect( emptyText( { ...empty, statuses: [ 'active' ] }, texts ) ).toBe(
			'S'
		);
	} );
} );

describe( 'card fields (§5.1)', () => {
	const labels = {
		user_email: 'E-Mail',
		phone: 'Telefon',
		address: 'Adresse',
	};
	const member: Member = {
		id: 1,
		plan_id: 2,
		plan_name: 'Plus',
		customer_data: {
			first_name: 'Anna',
			last_name: 'Becker',
			avatar: 'data:image/svg+xml;base64,AA',
			bio: 'Hallo',
			user_email: 'anna@vitrine.test',
			phone: '',
			address: 'Hauptstraße 1, 10115 Berlin',
		},
		profile_fields: [
			{ slug: 'beruf', name: 'Beruf', value: 'Gärtnerin' },
			{ slug: 'website', name: 'Website', value: '' },
			{ slug: 'interessen', name: 'Interessen', value: 'Lesen' },
		],
	};

	it( 'shows a profile field only when selected and with a value', () => {
		const fields = cardFields(
			member,
			{ avatar: true, profileFields: [ 'beruf', 'website' ] },
			labels
		);
		expect( fields.details.map( ( d ) => d.label ) ).toEqual( [
			'E-Mail',
			'Adresse',
			'Beruf',
		] );
	} );

	it( 'shows email, phone and address only when present (and sent, i.e. enabled)', () => {
		const { user_email: _email, ...withoutEmail } = member.customer_data;
		const fields = cardFields(
			{ ...member, customer_data: { ...withoutEmail, phone: '+49 1' } },
			{ avatar: true, profileFields: [] },
			labels
		);
		expect( fields.details ).toEqual( [
			{ key: 'phone', label: 'Telefon', value: '+49 1' },
			{
				key: 'address',
				label: 'Adresse',
				value: 'Hauptstraße 1, 10115 Berlin',
			},
		] );
	} );

	it( 'shows the avatar only when enabled', () => {
		const settings = { avatar: false, profileFields: [] };
		expect( cardFields( member, settings, labels ).avatar ).toBeUndefined();
		expect(
			cardFields( member, { ...settings, avatar: true }, labels ).avatar
		).toBe( member.customer_data.avatar );
	} );
} );

describe( 'members request (§7.1)', () => {
	it( 'always asks for customer data, page size and the block', () => {
		expect( requestQuery( empty, '5:abcdefabcdef', 10 ) ).toEqual( {
			customer_data: true,
			per_page: 10,
			wc_memberships_block: '5:abcdefabcdef',
		} );
	} );
	it( 'adds comma-joined plans and statuses, search and page', () => {
		expect(
			requestQuery(
				{
					search: 'An',
					plans: [ '1', '2' ],
					statuses: [ 'active', 'paused' ],
					page: 3,
				},
				'5:abcdefabcdef',
				20
			)
		).toMatchObject( {
			plan: '1,2',
			status: 'active,paused',
			search: 'An',
			page: 3,
		} );
	} );
} );

describe( 'checkbox dropdown summary (§2.1 filter controls)', () => {
	const options = [
		{ value: 'active', label: 'Aktiv' },
		{ value: 'paused', label: 'Pausiert' },
		{ value: 'expired', label: 'Abgelaufen' },
	];
	const texts = {
		all: 'Alle',
		count: ( count: number ) => `${ count } ausgewählt`,
	};

	it( 'says "all" when nothing is chosen', () => {
		expect( choiceSummary( options, [], texts ) ).toBe( 'Alle' );
	} );

	it( 'names one or two choices in the order of the options', () => {
		expect( choiceSummary( options, [ 'paused' ], texts ) ).toBe(
			'Pausiert'
		);
		expect( choiceSummary( options, [ 'expired', 'active' ], texts ) ).toBe(
			'Aktiv, Abgelaufen'
		);
	} );

	it( 'counts three or more, ignoring values that are no option', () => {
		expect(
			choiceSummary( options, [ 'active', 'paused', 'expired' ], texts )
		).toBe( '3 ausgewählt' );
		expect( choiceSummary( options, [ 'active', 'bogus' ], texts ) ).toBe(
			'Aktiv'
		);
	} );
} );

describe( 'e-mail break points (§2.1 member card)', () => {
	it( 'splits after the @ and before every dot, losing nothing', () => {
		expect( emailParts( 'anna.becker@mail.vitrine.test' ) ).toEqual( [
			'anna',
			'.becker@',
			'mail',
			'.vitrine',
			'.test',
		] );
		expect( emailParts( 'anna.becker@mail.vitrine.test' ).join( '' ) ).toBe(
			'anna.becker@mail.vitrine.test'
		);
	} );

	it( 'leaves an address without @ or dots whole', () => {
		expect( emailParts( 'localpart' ) ).toEqual( [ 'localpart' ] );
	} );
} );
