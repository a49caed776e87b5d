/**
 * Editor registration of vitrine/product-price; block.json is the source of
 * truth. The editor previews the server's price of the product in the
 * block's context, or of a sample product (src/shared/context-preview.tsx).
 */
/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/product-price/block.json';
import { contextPreview, noProductText } from '../../shared/context-preview';

registerBlockType( metadata as BlockConfiguration, {
	edit: contextPreview( {
		postType: 'vitrine_product',
		sample: 'product',
		emptyText: noProductText,
	} ),
} );
