-- Issue 19 finding 7: what a household types stays in that household. The names users gave
-- unknown barcodes (source 'user') were served to every household from this instance table.
-- Each such name is already kept by the household that typed it, in its own "product" row (the
-- product with that barcode, written in the same request), and we cannot tell which household
-- typed a row here — so the instance copies are deleted, not kept or reassigned. The next scan
-- of such a barcode asks the product database again.
DELETE FROM "barcode_product" WHERE "source" <> 'database';
