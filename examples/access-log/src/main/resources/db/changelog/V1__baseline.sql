--liquibase formatted sql

--changeset spanner-keys:1-1
CREATE TABLE UserAccessLog (
  shardId int64 NOT NULL,
  lastAccess timestamp NOT NULL,
  userId int64 NOT NULL,
  durationMillis int64,
  page string(255),
  CONSTRAINT CK_UserAccessLog_shardId CHECK (shardId = MOD(MOD(FARM_FINGERPRINT(CONCAT(CAST(CHAR_LENGTH(CAST(userId AS STRING)) AS STRING), ':', CAST(userId AS STRING), CAST(CHAR_LENGTH(CAST(UNIX_MICROS(lastAccess) AS STRING)) AS STRING), ':', CAST(UNIX_MICROS(lastAccess) AS STRING))), 16) + 16, 16))
) PRIMARY KEY (shardId, lastAccess DESC, userId);

--changeset spanner-keys:1-2
CREATE INDEX AccessLogByPage ON UserAccessLog (shardId, page) STORING (durationMillis);
