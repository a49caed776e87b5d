/**
 * The "Konto & Go-live" tab of the provider settings: the readiness list
 * and the go-live actions, each through the REST routes of
 * includes/Admin/GoLiveController.php. The credentials stay in the PHP
 * form below until its other sections move here (their save is checked
 * the same way, GoLive::guard_form_save()); two fields with one label on
 * one page would confuse owners and tests alike.
 */
/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { Button, Notice, TabPanel } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { readinessRows } from './readiness';
import type { GoLiveConfig, Readiness, StepAnswer } from './types';

const BASE = '/vitrine/v1/provider/';

const MARKS = { ok: '✅', todo: '⚠️', info: 'ℹ️' };

/**
 * The readiness list.
 *
 * @param props           Props.
 * @param props.readiness The list.
 */
function ReadinessList( { readiness }: { readiness: Readiness } ) {
	return (
		<ul className="vitrine-readiness">
			{ readinessRows( readiness ).map( ( row ) => (
				<li
					key={ row.key }
					data-item={ row.key }
					className={ `vitrine-readiness__item vitrine-readiness__item--${ row.state }` }
				>
					{ MARKS[ row.state ] } <strong>{ row.label }</strong>
					{ row.detail && <>: { row.detail }</> }
					{ row.lastVerified && (
						<>
							<br />
							{ sprintf(
								/* translators: 1: date and time, 2: event type. */
								__(
									'Last verified delivery: %1$s (%2$s)',
									'vitrine'
								),
								new Date(
									row.lastVerified.at * 1000
								).toLocaleString( 'de-DE' ),
								row.lastVerified.type
							) }
						</>
					) }
					{ row.warning && (
						<>
							<br />
							<span className="vitrine-readiness__warning">
								{ row.warning }
							</span>
						</>
					) }
				</li>
			) ) }
		</ul>
	);
}

/**
 * The account tab.
 *
 * @param props        Props.
 * @param props.config What the settings page printed.
 */
function AccountTab( { config }: { config: GoLiveConfig } ) {
	const [ readiness, setReadiness ] = useState( config.readiness );
	const [ busy, setBusy ] = useState( false );
	const [ notice, setNotice ] = useState< {
		status: 'success' | 'error';
		text: string;
	} | null >( null );

	const run = async ( route: string, method: string ) => {
		setBusy( true );
		setNotice( null );
		try {
			const answer = await apiFetch< StepAnswer >( {
				path: BASE + route,
				method,
			} );
			setReadiness( answer.readiness );
			setNotice( { status: 'success', text: answer.message ?? '' } );
		} catch ( error ) {
			const failure = error as {
				message?: string;
				data?: { readiness?: Readiness };
			};
			if ( failure.data?.readiness ) {
				setReadiness( failure.data.readiness );
			}
			setNotice( { status: 'error', text: failure.message ?? '' } );
		} finally {
			setBusy( false );
		}
	};

	return (
		<div className="vitrine-go-live__tab">
			{ notice && notice.text && (
				<Notice status={ notice.status } isDismissible={ false }>
					{ notice.text }
				</Notice>
			) }
			<ReadinessList readiness={ readiness } />
			<p className="vitrine-go-live__actions">
				<Button
					variant="secondary"
					disabled={ busy }
					onClick={ () => run( 'connection/check', 'POST' ) }
				>
					{ __( 'Check connection', 'vitrine' ) }
				</Button>{ ' ' }
				<Button
					variant="secondary"
					disabled={ busy }
					onClick={ () => run( 'webhook', 'POST' ) }
				>
					{ __( 'Set up webhook', 'vitrine' ) }
				</Button>{ ' ' }
				<Button
					variant="secondary"
					disabled={ busy }
					onClick={ () => run( 'webhook/test', 'POST' ) }
				>
					{ __( 'Send test webhook', 'vitrine' ) }
				</Button>{ ' ' }
				<Button
					variant="tertiary"
					isDestructive
					disabled={ busy }
					onClick={ () => run( 'connection', 'DELETE' ) }
				>
					{ __( 'Disconnect', 'vitrine' ) }
				</Button>
			</p>
		</div>
	);
}

/**
 * The settings screen; its first tab so far.
 *
 * @param props        Props.
 * @param props.config What the settings page printed.
 */
export function GoLiveApp( { config }: { config: GoLiveConfig } ) {
	return (
		<TabPanel
			tabs={ [
				{
					name: 'account',
					title: __( 'Account & go-live', 'vitrine' ),
				},
			] }
		>
			{ () => <AccountTab config={ config } /> }
		</TabPanel>
	);
}
