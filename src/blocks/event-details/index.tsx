/**
 * Editor registration of vitrine/event-details; block.json is the source of
 * truth. The editor previews the server's details of the event in the
 * block's context (the single event template shows the next upcoming event
 * as a sample), inert (src/shared/context-preview.tsx).
 */
/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/event-details/block.json';
import { contextPreview } from '../../shared/context-preview';

registerBlockType( metadata as BlockConfiguration, {
	edit: contextPreview( {
		postType: 'vitrine_event',
		sample: 'event',
		emptyText: () =>
			__(
				'Shows date, place and description of the event on its page. Add an event to see a preview here.',
				'vitrine'
			),
	} ),
} );
