-- A search with a sort walks the sort index and tests each row's vector: kept in the row (compressed if need
-- be), that test reads one page instead of three more in the TOAST table; the long texts move out instead.
-- Rows written before this migration move it in when they are next updated.
ALTER TABLE "advertisements" ALTER COLUMN "search_vector" SET STORAGE MAIN;
