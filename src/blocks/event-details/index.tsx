/**
 * Editor registration of vitrine/event-details; block.json is the source of
 * truth. The details are the server's (the template's event): the editor
 * shows a sample of what the page will say.
 */
/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/event-details/block.json';

/** A sample of the details, in the layout of the page. */
function Edit() {
	return (
		<div { ...useBlockProps( { className: 'vitrine-event' } ) }>
			<dl className="vitrine-event__facts">
				<dt>{ __( 'When', 'vitrine' ) }</dt>
				<dd>{ __( 'Date and time of the event', 'vitrine' ) }</dd>
				<dt>{ __( 'Where', 'vitrine' ) }</dt>
				<dd>{ __( 'Place of the event', 'vitrine' ) }</dd>
			</dl>
			<ul className="vitrine-event__links">
				<li>{ __( 'Add to my calendar (.ics)', 'vitrine' ) }</li>
				<li>{ __( 'All events', 'vitrine' ) }</li>
			</ul>
		</div>
	);
}

registerBlockType( metadata as BlockConfiguration, { edit: Edit } );
