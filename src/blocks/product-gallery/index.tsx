/**
 * Editor registration of vitrine/product-gallery; block.json is the source
 * of truth. The pictures are the product's (product data box): the editor
 * shows a placeholder of the gallery's shape.
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
import metadata from '../../../blocks/product-gallery/block.json';

/** A placeholder of the gallery's shape. */
function Edit() {
	return (
		<div { ...useBlockProps() }>
			<div
				className="vitrine-gallery__placeholder"
				style={ {
					aspectRatio: '1',
					background: '#f0ede8',
					display: 'grid',
					placeItems: 'center',
				} }
			>
				{ __( 'Product image and gallery', 'vitrine' ) }
			</div>
		</div>
	);
}

registerBlockType( metadata as BlockConfiguration, { edit: Edit } );
