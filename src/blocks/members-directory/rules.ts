/**
 * The members directory's spec rules, free of DOM and React: URL state
 * (§2.1, §9.2), pagination visibility (§4.2), card fields (§5.1) and the
 * empty-result text (§8.1). render.php's DirectoryRenderer follows the same
 * rules for the first paint.
 */

/** A member as the members endpoint answers (§3.1); hidden fields are absent. */
export interface Member {
	id: number;
	plan_id: number;
	plan_name: string;
	customer_data: {
		first_name: string;
		last_name: string;
		avatar?: string;
		bio?: string;
		user_email?: string;
		phone?: string;
		address?: string;
	};
	profile_fields: Array< { slug: string; name: string; value: string } >;
}

/** The filter state kept in the query string (§2.1). */
export interface DirectoryState {
	search: string;
	plans: string[];
	statuses: string[];
	page: number;
}

/** Card settings of the block (§3.2). */
export interface CardSettings {
	avatar: boolean;
	profileFields: string[];
}

/** Labels of the fixed card details. */
export interface DetailLabels {
	user_email: string;
	phone: string;
	address: string;
}

export const URL_KEYS = {
	search: 'wcm_dir_search',
	plans: 'wcm_dir_plan',
	statuses: 'wcm_dir_status',
	page: 'wcm_dir_page',
} as const;

const list = ( value: string | null ): string[] =>
	( value ?? '' )
		.split( ',' )
		.map( ( item ) => item.trim() )
		.filter( ( item ) => item !== '' );

/**
 * §5.1: the page number is parsed as an integer; anything else, or less
 * than 1, is page 1.
 *
 * @param value Raw value.
 */
export function parsePage( value: string | null ): number {
	const page = parseInt( value ?? '', 10 );
	return Number.isFinite( page ) && page > 1 ? page : 1;
}

/**
 * §2.1: the filter state found in a query string.
 *
 * @param query `location.search`, with or without `?`.
 */
export function stateFromQuery( query: string ): DirectoryState {
	const params = new URLSearchParams( query );
	return {
		search: params.get( URL_KEYS.search ) ?? '',
		plans: list( params.get( URL_KEYS.plans ) ),
		statuses: list( params.get( URL_KEYS.statuses ) ),
		page: parsePage( params.get( URL_KEYS.page ) ),
	};
}

/**
 * §2.1, §9.2: the query string with the filter state written in; other
 * parameters are kept, empty values and page 1 are left out.
 *
 * @param query Current `location.search`.
 * @param state Filter state.
 * @return The new query string, with `?` unless empty.
 */
export function queryWithState( query: string, state: DirectoryState ): string {
	const params = new URLSearchParams( query );
	Object.values( URL_KEYS ).forEach( ( key ) => params.delete( key ) );
	if ( state.search !== '' ) {
		params.set( URL_KEYS.search, state.search );
	}
	if ( state.plans.length ) {
		params.set( URL_KEYS.plans, state.plans.join( ',' ) );
	}
	if ( state.statuses.length ) {
		params.set( URL_KEYS.statuses, state.statuses.join( ',' ) );
	}
	if ( state.page > 1 ) {
		params.set( URL_KEYS.page, String( state.page ) );
	}
	const text = params.toString();
	return text ? `?${ text }` : '';
}

/**
 * §4.2: which pagination parts show.
 *
 * @param page       Current page.
 * @param totalPages Page count (x-wp-totalpages).
 */
export function paginationVisibility( page: number, totalPages: number ) {
	return {
		pagination: totalPages > 0,
		previous: totalPages > 0 && page > 1,
		next: totalPages > 0 && page < totalPages,
	};
}

/**
 * §8.1: whether any filter or search is active.
 *
 * @param state Filter state.
 */
export function hasFilter( state: DirectoryState ): boolean {
	return (
		state.search.trim() !== '' ||
		state.plans.length > 0 ||
		state.statuses.length > 0
	);
}

/**
 * §8.1: the text for an empty result.
 *
 * @param state                 Filter state of the request.
 * @param texts                 The block's two texts.
 * @param texts.searchNotFound
 * @param texts.resultsNotFound
 */
export function emptyText(
	state: DirectoryState,
	texts: { searchNotFound: string; resultsNotFound: string }
): string {
	return hasFilter( state ) ? texts.searchNotFound : texts.resultsNotFound;
}

/** What one card shows besides name and plan. */
export interface CardFields {
	avatar?: string;
	bio?: string;
	details: Array< { key: string; label: string; value: string } >;
}

/**
 * §2.1, §5.1: the card's optional parts. Email, phone and address show only
 * when enabled (the server leaves them out otherwise) and present; a profile
 * field only when its slug is in profileFields and it has a value.
 *
 * @param member   Member.
 * @param settings Card settings.
 * @param labels   Labels of email, phone, address.
 */
export function cardFields(
	member: Member,
	settings: CardSettings,
	labels: DetailLabels
): CardFields {
	const data = member.customer_data;
	const fields: CardFields = { details: [] };
	if ( settings.avatar && data.avatar ) {
		fields.avatar = data.avatar;
	}
	if ( data.bio ) {
		fields.bio = data.bio;
	}
	( [ 'user_email', 'phone', 'address' ] as const ).forEach( ( key ) => {
		const value = data[ key ];
		if ( value ) {
			fields.details.push( { key, label: labels[ key ], value } );
		}
	} );
	member.profile_fields.forEach( ( field ) => {
		if ( settings.profileFields.includes( field.slug ) && field.value ) {
			fields.details.push( {
				key: `field-${ field.slug }`,
				label: field.name,
				value: field.value,
			} );
		}
	} );
	return fields;
}

/**
 * §7.1: the query of the members request. Filter values override the
 * block's defaults; the server limits them to what the block allows.
 *
 * @param state     Filter state.
 * @param reference The block instance (post ID and settings hash).
 * @param perPage   Page size.
 */
export function requestQuery(
	state: DirectoryState,
	reference: string,
	perPage: number
): Record< string, string | number | boolean > {
	const query: Record< string, string | number | boolean > = {
		customer_data: true,
		per_page: perPage,
		wc_memberships_block: reference,
	};
	if ( state.plans.length ) {
		query.plan = state.plans.join( ',' );
	}
	if ( state.statuses.length ) {
		query.status = state.statuses.join( ',' );
	}
	if ( state.search !== '' ) {
		query.search = state.search;
	}
	if ( state.page > 1 ) {
		query.page = state.page;
	}
	return query;
}

/** One option of a checkbox dropdown. */
export interface ChoiceOption {
	value: string;
	label: string;
}

/**
 * What a closed checkbox dropdown shows (§2.1 filter controls): nothing
 * chosen is "all", one or two choices by their labels, more as a count.
 * DirectoryControls::summary() says the same on the server.
 *
 * @param options     Options.
 * @param selected    Chosen values.
 * @param texts       Translated texts.
 * @param texts.all
 * @param texts.count Text for three or more, given the count.
 */
export function choiceSummary(
	options: ChoiceOption[],
	selected: string[],
	texts: { all: string; count: ( count: number ) => string }
): string {
	const labels = options
		.filter( ( option ) => selected.includes( option.value ) )
		.map( ( option ) => option.label );
	if ( ! labels.length ) {
		return texts.all;
	}
	return labels.length <= 2
		? labels.join( ', ' )
		: texts.count( labels.length );
}

/**
 * An e-mail address in the pieces between which it may wrap: after "@" and
 * before each dot, so it never breaks inside a word.
 * DirectoryRenderer::email() puts `<wbr>` at the same places.
 *
 * @param email Address.
 */
export function emailParts( email: string ): string[] {
	return email.split( /(?=\.)|(?<=@)/ );
}
