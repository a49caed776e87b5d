/**
 * Editor registration of vitrine/events-list; block.json is the source of
 * truth. The list is the server's: the editor sets how many events it shows
 * and previews the server's list for that number (block renderer).
 */
/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	registerBlockType,
	type BlockConfiguration,
	type BlockEditProps,
} from '@wordpress/blocks';
import { PanelBody, RangeControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/events-list/block.json';
import { ServerPreview } from '../../shared/server-preview';

type Attributes = {
	count: number;
};

/**
 * Settings and the server's list.
 *
 * @param props               Block props.
 * @param props.attributes    Attributes.
 * @param props.setAttributes Setter.
 */
function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'vitrine' ) }>
					<RangeControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Number of events', 'vitrine' ) }
						value={ attributes.count }
						min={ 1 }
						max={ 100 }
						onChange={ ( count ) =>
							setAttributes( { count: count ?? 50 } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<ServerPreview
				name="vitrine/events-list"
				attributes={ attributes }
				emptyText={ __(
					'Visitors see the upcoming events here in date order, each with date, title, place and a link to its page.',
					'vitrine'
				) }
			/>
		</div>
	);
}

registerBlockType( metadata as unknown as BlockConfiguration< Attributes >, {
	edit: Edit,
} );
