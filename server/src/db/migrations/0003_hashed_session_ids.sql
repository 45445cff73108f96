-- Session ids are now stored as their sha-256 (hex); hash the rows of sessions opened before, so nobody is signed out.
UPDATE "sessions" SET "id" = encode(sha256(convert_to("id", 'UTF8')), 'hex');
