-- Photos in messages (issue 15): a message is text, or a photo (a private stored file both
-- people in the conversation may read) with no text.
ALTER TABLE messages ADD COLUMN photo_file_id uuid REFERENCES stored_files (id) ON DELETE SET NULL;
ALTER TABLE messages DROP CONSTRAINT messages_body_check;
ALTER TABLE messages ADD CONSTRAINT messages_body_check
  CHECK (char_length(body) BETWEEN 1 AND 2000 OR (body = '' AND photo_file_id IS NOT NULL));
CREATE INDEX messages_photo_file_idx ON messages (photo_file_id) WHERE photo_file_id IS NOT NULL;
