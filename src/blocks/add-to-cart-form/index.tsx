/**
 * Editor registration of vitrine/add-to-cart-form; block.json is the source
 * of truth. The editor previews the server's form of the product in the
 * block's context, or of a sample product (a variable one, so its options
 * show), inert (src/shared/context-preview.tsx).
 */
/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/add-to-cart-form/block.json';
import { contextPreview, noProductText } from '../../shared/context-preview';

registerBlockType( metadata as BlockConfiguration, {
	edit: contextPreview( {
		postType: 'vitrine_product',
		sample: 'product',
		emptyText: noProductText,
	} ),
} );
