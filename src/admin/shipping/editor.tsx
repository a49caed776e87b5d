/**
 * The shipping editor: zones (checked top to bottom, the rest of the world
 * last), their methods, and classes for bulky goods. It works on its own:
 * the settings page and the first-run setup mount it with the state the
 * server printed (ShippingController::state()); without it, it loads the
 * state itself. Saving goes through `vitrine/shipping-settings`' thunks
 * to the REST route; a refused save keeps the form and marks its fields.
 */
/**
 * WordPress dependencies
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ClassesEditor } from './classes';
import { addZone, moveZone } from './rules';
import { SHIPPING_STORE, ensureShippingStore, type EditorState } from './store';
import type { DraftSettings, ShippingState } from './types';
import { ZoneEditor } from './zone';

ensureShippingStore();

export interface ShippingEditorProps {
	/** The state the server printed; without it the editor loads it. */
	initial?: ShippingState;
	/**
	 * Called after a successful save.
	 *
	 * @param state The saved settings as the server answered them.
	 */
	onSaved?: ( state: ShippingState ) => void;
	/** Heading level of the zones' names (2 on a page of its own). */
	headingLevel?: 2 | 3;
}

/** The store's selectors as this component uses them. */
interface Selectors {
	getDraft: () => EditorState[ 'draft' ];
	getCountries: () => EditorState[ 'countries' ];
	getCurrency: () => string;
	getStatus: () => EditorState[ 'status' ];
	getErrors: () => EditorState[ 'errors' ];
	getNotice: () => EditorState[ 'notice' ];
	isSaved: () => boolean;
}

/** The store's actions as this component uses them. */
interface Actions {
	receive: ( state: ShippingState ) => void;
	edit: ( draft: DraftSettings, clear?: string ) => void;
	load: () => Promise< void >;
	save: () => Promise< ShippingState | null >;
}

/**
 * @param props              Props.
 * @param props.initial      The state the server printed, if any.
 * @param props.onSaved      Called after a successful save.
 * @param props.headingLevel Heading level of the zones' names.
 */
export function ShippingEditor( {
	initial,
	onSaved,
	headingLevel = 2,
}: ShippingEditorProps ) {
	const state = useSelect( ( select ) => {
		const s = select( SHIPPING_STORE ) as unknown as Selectors;
		return {
			draft: s.getDraft(),
			countries: s.getCountries(),
			currency: s.getCurrency(),
			status: s.getStatus(),
			errors: s.getErrors(),
			notice: s.getNotice(),
			saved: s.isSaved(),
		};
	}, [] );
	const actions = useDispatch( SHIPPING_STORE ) as unknown as Actions;
	const noticeRef = useRef< HTMLDivElement >( null );
	const addZoneButton = useRef< HTMLButtonElement >( null );

	useEffect( () => {
		// Mounted again on the same page (the setup's step, visited again):
		// the form as the owner left it, saved or not, stays.
		if ( state.draft ) {
			return;
		}
		if ( initial ) {
			actions.receive( initial );
		} else {
			actions.load();
		}
		// Once: the server's state seeds the form, later edits are the owner's.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const { draft, countries, currency, status, errors, notice } = state;
	if ( ! draft ) {
		return status === 'loading' ? (
			<Spinner />
		) : (
			<Notice status="error" isDismissible={ false }>
				{ notice?.text }
			</Notice>
		);
	}
	const edit = ( next: DraftSettings, clear = '' ) =>
		actions.edit( next, clear );
	const hasRest = draft.zones.some( ( zone ) => zone.everywhere );
	const messages = Object.values( errors );

	const save = async () => {
		const answer = await actions.save();
		noticeRef.current?.focus();
		if ( answer ) {
			onSaved?.( answer );
		}
	};

	return (
		<div className="vitrine-shipping">
			<div ref={ noticeRef } tabIndex={ -1 }>
				{ notice && (
					<Notice
						status={ notice.status }
						isDismissible={ false }
						politeness={
							notice.status === 'error' ? 'assertive' : 'polite'
						}
					>
						<p>{ notice.text }</p>
						{ messages.length > 0 && (
							<ul>
								{ messages.map( ( message, i ) => (
									<li key={ i }>{ message }</li>
								) ) }
							</ul>
						) }
					</Notice>
				) }
			</div>
			{ ! state.saved && (
				<p>
					{ __(
						'The shop uses these starter settings until you save your own.',
						'vitrine'
					) }
				</p>
			) }
			<p>
				{ __(
					'Shipping zones are checked from top to bottom: the first zone that lists the country of the shipping address applies. Countries no zone lists are not delivered to.',
					'vitrine'
				) }
			</p>
			{ errors.zones && (
				<p className="vitrine-shipping__error">{ errors.zones }</p>
			) }
			{ draft.zones.map( ( zone, index ) => (
				<ZoneEditor
					key={ zone.id }
					zone={ zone }
					index={ index }
					zones={ draft.zones }
					countries={ countries }
					currency={ currency }
					errors={ errors }
					level={ headingLevel }
					onChange={ ( next, clear ) =>
						edit(
							{
								...draft,
								zones: draft.zones.map( ( old, i ) =>
									i === index ? next : old
								),
							},
							clear
						)
					}
					onMove={ ( by ) =>
						edit(
							{
								...draft,
								zones: moveZone( draft.zones, index, by ),
							},
							'*'
						)
					}
					onRemove={ () => {
						edit(
							{
								...draft,
								zones: draft.zones.filter(
									( _, i ) => i !== index
								),
							},
							'*'
						);
						addZoneButton.current?.focus();
					} }
				/>
			) ) }
			<p style={ { display: 'flex', flexWrap: 'wrap', gap: '0.5rem' } }>
				<Button
					ref={ addZoneButton }
					variant="secondary"
					onClick={ () =>
						edit(
							{ ...draft, zones: addZone( draft.zones, false ) },
							'*'
						)
					}
				>
					{ __( 'Add a zone', 'vitrine' ) }
				</Button>
				{ ! hasRest && (
					<Button
						variant="secondary"
						onClick={ () =>
							edit(
								{
									...draft,
									zones: addZone( draft.zones, true ),
								},
								'*'
							)
						}
					>
						{ __( 'Add the rest of the world', 'vitrine' ) }
					</Button>
				) }
			</p>
			<ClassesEditor
				classes={ draft.classes }
				currency={ currency }
				errors={ errors }
				level={ headingLevel }
				onChange={ ( classes, clear ) =>
					edit( { ...draft, classes }, clear )
				}
			/>
			<p>
				<Button
					id="vitrine-shipping-save"
					variant="primary"
					isBusy={ status === 'saving' }
					accessibleWhenDisabled
					disabled={ status === 'saving' }
					onClick={ save }
				>
					{ __( 'Save shipping settings', 'vitrine' ) }
				</Button>
			</p>
		</div>
	);
}
