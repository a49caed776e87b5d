/**
 * Rules of the editor previews: which post a block that
 * reads its block context renders in the editor, and whether the server's
 * answer shows anything.
 */

/** Ids the server gives the editor (`Blocks\PreviewSamples`); 0 for none. */
export interface PreviewSamples {
	product: number;
	subscription: number;
	event: number;
}

/**
 * The post a context block previews: the one of its block context when that
 * is of the block's post type (a product page, a query loop of products, an
 * event), else the shop's sample, else none (0).
 *
 * @param context  The block's context (`postId`, `postType`).
 * @param postType The post type the block renders.
 * @param sample   The sample id of that type.
 * @example
 * previewPostId( { postId: 12, postType: 'vitrine_product' }, 'vitrine_product', 7 ); // 12
 * previewPostId( { postId: 3, postType: 'page' }, 'vitrine_product', 7 ); // 7
 */
export function previewPostId(
	context: Record< string, unknown >,
	postType: string,
	sample: number
): number {
	const id = Number( context.postId );
	if ( context.postType === postType && Number.isInteger( id ) && id > 0 ) {
		return id;
	}
	return Number.isInteger( sample ) && sample > 0 ? sample : 0;
}

/**
 * Whether server markup shows something: text or an image, not just empty
 * wrappers (a variable subscription's first-payment area starts empty).
 *
 * @param html Markup from the block renderer.
 */
export function showsSomething( html: string ): boolean {
	if ( /<(img|svg|input|select|button|iframe)\b/i.test( html ) ) {
		return true;
	}
	const text = html
		.replace( /<(script|style)\b[\s\S]*?<\/\1>/gi, '' )
		.replace( /<[^>]*>/g, '' )
		.replace( /&nbsp;|&#160;/g, ' ' );
	return text.trim() !== '';
}

/**
 * The samples the server printed, each a positive integer or 0.
 *
 * @param raw `window.vitrinePreviewSamples`.
 */
export function readSamples( raw: unknown ): PreviewSamples {
	const source = ( raw ?? {} ) as Record< string, unknown >;
	const id = ( value: unknown ) => {
		const number = Number( value );
		return Number.isInteger( number ) && number > 0 ? number : 0;
	};
	return {
		product: id( source.product ),
		subscription: id( source.subscription ),
		event: id( source.event ),
	};
}
