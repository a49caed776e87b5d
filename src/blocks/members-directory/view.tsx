/**
 * Front end of vitrine/members-directory: takes over the server-rendered
 * first page (render.php) and runs filters, search and paging through the
 * members endpoint (§7.1), keeping the state in the query string (§2.1).
 */
/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { mountIslands } from '../../shared/island';
import { ChoiceDropdown, MemberCount, SearchBox } from './controls';
import {
	cardFields,
	emailParts,
	emptyText,
	paginationVisibility,
	queryWithState,
	requestQuery,
	stateFromQuery,
	type CardSettings,
	type DirectoryState,
	type Member,
} from './rules';

interface Option {
	value: string;
	label: string;
}

/** What render.php embeds in `data-vitrine-members`. */
interface Config {
	reference: string;
	idPrefix: string;
	perPage: number;
	texts: { searchNotFound: string; resultsNotFound: string };
	plans: Option[];
	statuses: Option[];
	avatar: boolean;
	avatarSize: number;
	fields: string[];
	initial: {
		state: {
			search: string;
			plans: number[];
			statuses: string[];
			page: number;
		};
		members: Member[];
		total: number;
		totalPages: number;
	};
}

interface Result {
	members: Member[];
	total: number;
	totalPages: number;
}

const ENDPOINT = '/wc/v4/memberships/members';

/**
 * The announcement for screen readers after a search.
 *
 * @param result Result.
 * @param state  State the result belongs to.
 * @param config Block config.
 */
function announce( result: Result, state: DirectoryState, config: Config ) {
	if ( ! result.members.length ) {
		return emptyText( state, config.texts );
	}
	return sprintf(
		/* translators: %d: number of members found. */
		_n( '%d member found.', '%d members found.', result.total, 'vitrine' ),
		result.total
	);
}

/**
 * One member (§2.1, §5.1); mirrors DirectoryRenderer::card().
 *
 * @param props
 * @param props.member
 * @param props.settings
 * @param props.size
 */
function MemberCard( {
	member,
	settings,
	size,
}: {
	member: Member;
	settings: CardSettings;
	size: number;
} ) {
	const fields = cardFields( member, settings, {
		user_email: __( 'Email', 'vitrine' ),
		phone: __( 'Phone', 'vitrine' ),
		address: __( 'Address', 'vitrine' ),
	} );
	const name =
		`${ member.customer_data.first_name } ${ member.customer_data.last_name }`.trim();
	return (
		<li className="vitrine-member">
			{ fields.avatar && (
				<img
					className="vitrine-member__avatar"
					src={ fields.avatar }
					alt=""
					width={ size }
					height={ size }
					loading="lazy"
				/>
			) }
			<h2 className="vitrine-member__name">{ name }</h2>
			<p className="vitrine-member__plan">{ member.plan_name }</p>
			{ fields.bio && (
				<p className="vitrine-member__bio">{ fields.bio }</p>
			) }
			{ fields.details.length > 0 && (
				<dl className="vitrine-member__details">
					{ fields.details.map( ( detail ) => [
						<dt key={ `${ detail.key }-t` }>{ detail.label }</dt>,
						detail.key === 'user_email' ? (
							<dd
								key={ `${ detail.key }-d` }
								className="vitrine-member__email"
							>
								{ emailParts( detail.value ).map(
									( part, index ) => [
										index > 0 && <wbr key={ index } />,
										part,
									]
								) }
							</dd>
						) : (
							<dd key={ `${ detail.key }-d` }>
								{ detail.value }
							</dd>
						),
					] ) }
				</dl>
			) }
		</li>
	);
}

/**
 * The directory.
 *
 * @param props
 * @param props.config
 */
function Directory( { config }: { config: Config } ) {
	const initialState: DirectoryState = {
		...config.initial.state,
		plans: config.initial.state.plans.map( String ),
	};
	const [ applied, setApplied ] = useState( initialState );
	const [ controls, setControls ] = useState( initialState );
	const [ result, setResult ] = useState< Result >( config.initial );
	const [ loading, setLoading ] = useState( false );
	const [ message, setMessage ] = useState( '' );
	const latest = useRef< AbortController | null >( null );
	const settings: CardSettings = {
		avatar: config.avatar,
		profileFields: config.fields,
	};

	const load = async ( next: DirectoryState, push: boolean ) => {
		if ( push ) {
			window.history.pushState(
				null,
				'',
				window.location.pathname +
					queryWithState( window.location.search, next ) +
					window.location.hash
			);
		}
		setApplied( next );
		latest.current?.abort();
		const controller = new AbortController();
		latest.current = controller;
		setLoading( true );
		setMessage( __( 'Loading members…', 'vitrine' ) );
		try {
			const response = await apiFetch< Response >( {
				path: addQueryArgs(
					ENDPOINT,
					requestQuery( next, config.reference, config.perPage )
				),
				parse: false,
				signal: controller.signal,
			} );
			const members = ( await response.json() ) as Member[];
			const loaded = {
				members,
				total: parseInt(
					response.headers.get( 'x-wp-total' ) ?? '0',
					10
				),
				totalPages: parseInt(
					response.headers.get( 'x-wp-totalpages' ) ?? '0',
					10
				),
			};
			if ( latest.current === controller ) {
				setResult( loaded );
				setMessage( announce( loaded, next, config ) );
			}
		} catch ( error ) {
			if ( controller.signal.aborted ) {
				return;
			}
			// §8.1: a failed request is logged to the console only.
			// eslint-disable-next-line no-console
			console.error(
				'Vitrine members directory:',
				error instanceof Response
					? `${ error.status } ${ error.statusText }`
					: error
			);
			setMessage( '' );
		} finally {
			if ( latest.current === controller ) {
				setLoading( false );
			}
		}
	};

	useEffect( () => {
		const restore = () => {
			const state = stateFromQuery( window.location.search );
			setControls( state );
			load( state, false );
		};
		window.addEventListener( 'popstate', restore );
		return () => window.removeEventListener( 'popstate', restore );
		// Registered once; load reads everything it needs from its arguments.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const search = () => load( { ...controls, page: 1 }, true );
	const goTo = ( page: number ) => load( { ...applied, page }, true );
	const visible = paginationVisibility( applied.page, result.totalPages );
	const pageHref = ( page: number ) =>
		window.location.pathname +
		queryWithState( window.location.search, { ...applied, page } );

	return (
		<>
			<form
				className="vitrine-members__filters"
				role="search"
				method="get"
				aria-label={ __( 'Filter members', 'vitrine' ) }
				onSubmit={ ( event ) => {
					event.preventDefault();
					search();
				} }
			>
				<ChoiceDropdown
					id={ `${ config.idPrefix }-plan` }
					name="wcm_dir_plan"
					label={ __( 'Membership plan', 'vitrine' ) }
					options={ config.plans }
					value={ controls.plans }
					onChange={ ( plans ) =>
						setControls( { ...controls, plans } )
					}
				/>
				<ChoiceDropdown
					id={ `${ config.idPrefix }-status` }
					name="wcm_dir_status"
					label={ __( 'Status', 'vitrine' ) }
					options={ config.statuses }
					value={ controls.statuses }
					onChange={ ( statuses ) =>
						setControls( { ...controls, statuses } )
					}
				/>
				<button
					type="submit"
					className="vitrine-members__filter wp-element-button"
				>
					{ __( 'Filter', 'vitrine' ) }
				</button>
				<SearchBox
					id={ `${ config.idPrefix }-search` }
					value={ controls.search }
					onChange={ ( text ) =>
						setControls( { ...controls, search: text } )
					}
				/>
			</form>
			<div
				className="vitrine-members__status screen-reader-text"
				role="status"
				aria-live="polite"
			>
				{ message }
			</div>
			<MemberCount total={ result.total } />
			<div className="vitrine-members__results" aria-busy={ loading }>
				{ loading && (
					<div className="vitrine-members__loader">
						<span className="vitrine-members__spinner" />
						{ __( 'Loading members…', 'vitrine' ) }
					</div>
				) }
				{ result.members.length > 0 ? (
					<ul className="vitrine-members__list">
						{ result.members.map( ( member ) => (
							<MemberCard
								key={ member.id }
								member={ member }
								settings={ settings }
								size={ config.avatarSize }
							/>
						) ) }
					</ul>
				) : (
					<p className="vitrine-members__empty">
						{ emptyText( applied, config.texts ) }
					</p>
				) }
			</div>
			{ visible.pagination && (
				<nav
					className="vitrine-members__pagination"
					aria-label={ __( 'Members pages', 'vitrine' ) }
				>
					{ visible.previous && (
						<a
							className="vitrine-members__prev"
							href={ pageHref( applied.page - 1 ) }
							onClick={ ( event ) => {
								event.preventDefault();
								goTo( applied.page - 1 );
							} }
						>
							{ __( 'Previous', 'vitrine' ) }
						</a>
					) }
					{ visible.next && (
						<a
							className="vitrine-members__next"
							href={ pageHref( applied.page + 1 ) }
							onClick={ ( event ) => {
								event.preventDefault();
								goTo( applied.page + 1 );
							} }
						>
							{ __( 'Next', 'vitrine' ) }
						</a>
					) }
				</nav>
			) }
		</>
	);
}

mountIslands(
	'[data-vitrine-members]',
	'vitrine/members-directory',
	( element ) => (
		<Directory
			config={
				JSON.parse( element.dataset.vitrineMembers ?? '{}' ) as Config
			}
		/>
	)
);
